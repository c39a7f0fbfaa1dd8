import { describe, expect, it } from 'vitest';
import { format, languageOf, messagesFor } from './messages.ts';

describe('messages', () => {
  it('chooses Norwegian bokmål for nb, no and nn, English otherwise', () => {
    expect(['nb-NO', 'no', 'nn-NO', 'NB'].map(languageOf)).toEqual(['nb', 'nb', 'nb', 'nb']);
    expect(['en-GB', 'de', '', undefined, 'nbx'].map(languageOf)).toEqual([
      'en',
      'en',
      'en',
      'en',
      'en',
    ]);
    expect(messagesFor('nb-NO').submit).toBe('Send');
    expect(messagesFor('nb-NO').next).toBe('Neste');
    expect(messagesFor('en').next).toBe('Next');
  });

  it('lets every string be overridden', () => {
    const messages = messagesFor('nb', { title: 'Hva synes du?', next: 'Videre' });
    expect(messages.title).toBe('Hva synes du?');
    expect(messages.next).toBe('Videre');
    expect(messages.back).toBe('Tilbake');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(format('{count} of {max} characters', { count: 3, max: 2000 })).toBe(
      '3 of 2000 characters',
    );
    expect(format('{n} {x}', { n: 1 })).toBe('1 {x}');
  });
});
