import { describe, expect, test } from 'vitest';
import { actionHref } from './form-action.ts';

describe('form action URLs', () => {
  test('keep the page’s query and name the action last', () => {
    expect(actionHref('?surveyId=s&tag=a&tag=b&item=1', 'addTag')).toBe(
      '?surveyId=s&tag=a&tag=b&item=1&/addTag',
    );
    expect(actionHref('', 'createTheme')).toBe('?/createTheme');
  });

  test('drop the given parameters and any earlier action name', () => {
    expect(actionHref('?q=slow&item=1&/addTag=', 'deleteFeedback', ['item'])).toBe(
      '?q=slow&/deleteFeedback',
    );
  });

  test('SvelteKit finds the action in the result: the one parameter starting with a slash', () => {
    const url = new URL(`http://dashboard.test/t/x/feedback${actionHref('?q=a%26b', 'removeTag')}`);
    expect([...url.searchParams.keys()].filter((key) => key.startsWith('/'))).toEqual([
      '/removeTag',
    ]);
    expect(url.searchParams.get('q')).toBe('a&b');
  });
});
