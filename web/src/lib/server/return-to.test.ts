import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { safeReturnTo, signInPath } from './return-to.ts';

describe('where sign-in returns to', () => {
  test('a local path with its query', () => {
    expect(safeReturnTo('/t/default/feedback?tag=a&q=b')).toBe('/t/default/feedback?tag=a&q=b');
  });

  test.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/auth/login',
    '/auth/callback?code=x',
    '/signin',
    '/t/a\u0000b',
    '/.//evil.com',
    '/..//evil.com',
    '/%2e//evil.com',
    '/%2E%2E//evil.com',
    '/t/../..//evil.com/x?y=1',
    '/./\\evil.com',
  ])('never elsewhere: %s', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  test('the sign-in page names the page the user wanted', () => {
    expect(signInPath(new URL('http://d/t/default/keys?key=1'))).toBe(
      '/signin?returnTo=%2Ft%2Fdefault%2Fkeys%3Fkey%3D1',
    );
    expect(signInPath(new URL('http://d/'))).toBe('/signin');
  });

  /** Pieces that path normalisation, browsers and URL parsers treat specially. */
  const piece = fc.oneof(
    fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2E',
      '%2f',
      '%5c',
      '%00',
      '%09',
      ':',
      'http:',
      'https://',
      'javascript:',
      '@',
      '?',
      '#',
      '\t',
      '\n',
      'evil.com',
      'auth',
      'signin',
      't',
      'default',
    ),
    fc.string({ maxLength: 4 }),
  );
  const crafted = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(''));

  test('whatever comes in, the answer is a path of this dashboard (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          crafted,
          crafted.map((rest) => `/${rest}`),
        ),
        (value) => {
          const back = safeReturnTo(value);
          expect(back.startsWith('/')).toBe(true);
          expect(back.startsWith('//')).toBe(false);
          expect(back.startsWith('/\\')).toBe(false);
          expect(back.includes('\\')).toBe(false);
          expect([...back].some((each) => each.charCodeAt(0) < 0x20 || each === '\u007f')).toBe(
            false,
          );
          expect(back).not.toMatch(/^[a-z][a-z0-9+.-]*:/i);
          // Resolved as a browser resolves a Location header: the same origin, the same path.
          const resolved = new URL(back, 'https://dashboard.example');
          expect(resolved.origin).toBe('https://dashboard.example');
          expect(`${resolved.pathname}${resolved.search}`).toBe(back);
          expect(resolved.pathname.startsWith('/auth/')).toBe(false);
          // And once safe, it stays as it is.
          expect(safeReturnTo(back)).toBe(back);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});
