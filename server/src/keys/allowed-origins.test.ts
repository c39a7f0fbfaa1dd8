import { describe, expect, it } from 'vitest';
import { normalizeAllowedOrigins, normalizeOrigin, originAllowed } from './allowed-origins.ts';

describe('normalizeOrigin accepts', () => {
  it.each([
    ['https://app.example.com', 'https://app.example.com'],
    ['https://App.Example.com/', 'https://app.example.com'],
    ['HTTPS://APP.EXAMPLE.COM', 'https://app.example.com'],
    ['https://app.example.com:443', 'https://app.example.com'],
    ['https://app.example.com:443/', 'https://app.example.com'],
    ['https://app.example.com:8443', 'https://app.example.com:8443'],
    ['https://app.example.com:80', 'https://app.example.com:80'],
    ['http://localhost:5173', 'http://localhost:5173'],
    ['http://LocalHost:5173/', 'http://localhost:5173'],
    ['http://localhost', 'http://localhost'],
    ['http://localhost:80', 'http://localhost'],
    ['http://127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['http://[::1]:8080', 'http://[::1]:8080'],
    ['http://[0:0:0:0:0:0:0:1]', 'http://[::1]'],
    ['https://localhost:8443', 'https://localhost:8443'],
    ['https://192.0.2.10', 'https://192.0.2.10'],
    ['https://bücher.example', 'https://xn--bcher-kva.example'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeOrigin(input)).toEqual({ origin: expected });
  });
});

describe('normalizeOrigin rejects', () => {
  it.each([
    ['http://app.example.com', /https/],
    ['http://app.example.com:8080', /https/],
    ['http://foo.localhost:3000', /https/],
    ['http://10.0.0.1', /https/],
    ['https://app.example.com/path', /path/],
    ['https://app.example.com//', /path/],
    ['https://app.example.com\\', /path/],
    ['https://app.example.com/path?x=1', /path/],
    ['https://*.example.com', /wildcard/],
    ['*', /wildcard/],
    ['app.example.com', /scheme/],
    ['localhost:3000', /scheme/],
    ['//app.example.com', /scheme/],
    ['https:app.example.com', /scheme/],
    ['https://user:pw@app.example.com', /user information/],
    ['https://@app.example.com', /user information/],
    ['https://app.example.com?x=1', /query/],
    ['https://app.example.com/?', /query/],
    ['https://app.example.com#x', /fragment/],
    ['https://app.example.com/#', /fragment/],
    ['', /empty/],
    [' https://a.com', /whitespace/],
    ['https://a.com ', /whitespace/],
    ['https://a.com\n', /whitespace/],
    ['https://a.\tcom', /whitespace/],
    ['https://a.com\u0000', /control/],
    ['null', /null/],
    ['NULL', /null/],
    ['ftp://a.com', /scheme must be https/],
    ['file://a.com', /scheme must be https/],
    ['chrome-extension://abcdefghijklmnop', /scheme must be https/],
    ['wss://a.com', /scheme must be https/],
    ['https://', /host/],
    ['https:///app.example.com', /host/],
    ['https://:443', /host/],
    ['https://app.example.com:', /port/],
    ['https://app.example.com:abc', /port/],
    ['https://app.example.com:65536', /port/],
    ['https://app.example.com:123456', /port/],
    ['https://[::1', /not a valid origin/],
    ['https://a<b.com', /not a valid origin/],
    ['https://%zz.com', /not a valid origin/],
  ])('%j (%s)', (input, reason) => {
    const result = normalizeOrigin(input);
    expect(result).toHaveProperty('error');
    expect('error' in result ? result.error : '').toMatch(reason);
  });

  it('rejects non-string input at runtime', () => {
    expect(normalizeOrigin(undefined as unknown as string)).toEqual({ error: 'must be a string' });
  });

  it('does not repeat the input in the error message', () => {
    const result = normalizeOrigin('https://secret-host.example.com/secret-path');
    expect('error' in result ? result.error : '').not.toContain('secret');
  });
});

describe('normalizeAllowedOrigins', () => {
  it('normalises every entry and de-duplicates by normalised form, first occurrence first', () => {
    expect(
      normalizeAllowedOrigins([
        'https://b.example.com',
        'https://A.example.com/',
        'https://b.example.com:443',
        'https://a.example.com',
        'http://localhost:5173',
      ]),
    ).toEqual({
      origins: ['https://b.example.com', 'https://a.example.com', 'http://localhost:5173'],
    });
  });

  it('accepts an empty list (the at-least-one rule is the caller’s)', () => {
    expect(normalizeAllowedOrigins([])).toEqual({ origins: [] });
  });

  it('reports every invalid entry with its index under the default path', () => {
    const result = normalizeAllowedOrigins([
      'https://ok.example.com',
      'http://app.example.com',
      'https://ok.example.com',
      'https://*.example.com',
    ]);
    expect(result).not.toHaveProperty('origins');
    const errors = 'errors' in result ? result.errors : [];
    expect(errors.map((error) => error.path)).toEqual(['allowedOrigins.1', 'allowedOrigins.3']);
    expect(errors[0]?.message).toMatch(/https/);
    expect(errors[1]?.message).toMatch(/wildcard/);
  });

  it('uses the given path prefix', () => {
    expect(normalizeAllowedOrigins(['ftp://a.com'], 'body.allowedOrigins')).toEqual({
      errors: [{ path: 'body.allowedOrigins.0', message: expect.stringMatching(/scheme/) }],
    });
  });
});

describe('originAllowed', () => {
  const allowed = [
    'https://app.example.com',
    'https://app.example.com:8443',
    'http://localhost:5173',
  ];

  it.each([
    ['exact match', 'https://app.example.com', true],
    ['exact match with port', 'https://app.example.com:8443', true],
    ['exact loopback match', 'http://localhost:5173', true],
    ['upper-case host in header', 'https://APP.Example.COM', true],
    ['explicit default port in header', 'https://app.example.com:443', true],
    ['trailing slash in header', 'https://app.example.com/', true],
    ['different scheme', 'http://app.example.com', false],
    ['different port', 'https://app.example.com:9443', false],
    ['loopback on another port', 'http://localhost:3000', false],
    ['loopback with other scheme', 'https://localhost:5173', false],
    ['subdomain', 'https://sub.app.example.com', false],
    ['parent domain', 'https://example.com', false],
    ['suffix look-alike', 'https://app.example.com.evil.test', false],
    ['prefix look-alike', 'https://evilapp.example.com', false],
    ['missing Origin', undefined, false],
    ['empty Origin', '', false],
    ['null Origin', 'null', false],
    ['Origin with path', 'https://app.example.com/path', false],
    ['Origin with user information', 'https://x@app.example.com', false],
    ['Origin with whitespace', ' https://app.example.com', false],
    ['garbage Origin', 'not an origin', false],
  ])('%s → %s', (_name, requestOrigin, expected) => {
    expect(originAllowed(allowed, requestOrigin)).toBe(expected);
  });

  it('never matches an empty allow-list', () => {
    expect(originAllowed([], 'https://app.example.com')).toBe(false);
  });

  it('does not match a null Origin even if "null" were somehow in the list', () => {
    expect(originAllowed(['null'], 'null')).toBe(false);
  });
});
