import { describe, expect, test } from 'vitest';
import { demoPagePolicy } from './content-security-policy.ts';

describe('the demo page’s Content-Security-Policy', () => {
  test('adds the API’s origin (not its path) to script-src and connect-src only', () => {
    const page =
      "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self' 'nonce-abc'; connect-src 'self'; frame-ancestors 'none'";
    expect(demoPagePolicy(page, 'https://api.example.com/base/')).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' https://api.example.com; style-src 'self' 'nonce-abc'; connect-src 'self' https://api.example.com; frame-ancestors 'none'",
    );
  });

  test('adds a missing directive, and never twice', () => {
    const once = demoPagePolicy("default-src 'self'", 'http://127.0.0.1:3000');
    expect(once).toBe(
      "default-src 'self'; script-src http://127.0.0.1:3000; connect-src http://127.0.0.1:3000",
    );
    expect(demoPagePolicy(once, 'http://127.0.0.1:3000')).toBe(once);
  });
});
