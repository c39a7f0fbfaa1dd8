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
  ])('never elsewhere: %s', (value) => {
    expect(safeReturnTo(value)).toBe('/');
  });

  test('the sign-in page names the page the user wanted', () => {
    expect(signInPath(new URL('http://d/t/default/keys?key=1'))).toBe(
      '/signin?returnTo=%2Ft%2Fdefault%2Fkeys%3Fkey%3D1',
    );
    expect(signInPath(new URL('http://d/'))).toBe('/signin');
  });
});
