import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pseudonym } from './pseudonym.ts';

function expected(identifier: string): string {
  const hex = createHash('sha256').update(Buffer.from(identifier, 'utf8')).digest('hex');
  return `id:${hex.slice(0, 12)}`;
}

describe('pseudonym', () => {
  it("is 'id:' followed by the first 12 hex characters of SHA-256 (known value)", () => {
    expect(pseudonym('hello')).toBe('id:2cf24dba5fb0');
  });

  for (const identifier of ['x', 'survey-checkout-2024', 'Æsøy-ü', '🙂 emoji', '']) {
    it(`matches SHA-256 over the UTF-8 bytes of ${JSON.stringify(identifier)}`, () => {
      expect(pseudonym(identifier)).toBe(expected(identifier));
    });
  }

  it('hashes the UTF-8 encoding, not Latin-1 or UTF-16', () => {
    const value = 'Æsøy-ü';
    const latin1 = `id:${createHash('sha256').update(Buffer.from(value, 'latin1')).digest('hex').slice(0, 12)}`;
    const utf16 = `id:${createHash('sha256').update(Buffer.from(value, 'utf16le')).digest('hex').slice(0, 12)}`;
    expect(pseudonym(value)).not.toBe(latin1);
    expect(pseudonym(value)).not.toBe(utf16);
  });

  it('always has the shape id: + 12 lowercase hex characters', () => {
    for (const identifier of ['A', 'ABC-DEF', 'Æsøy-ü', 'a'.repeat(1000)]) {
      expect(pseudonym(identifier)).toMatch(/^id:[0-9a-f]{12}$/);
    }
  });

  it('is deterministic and distinguishes different identifiers', () => {
    expect(pseudonym('user-1')).toBe(pseudonym('user-1'));
    expect(pseudonym('user-1')).not.toBe(pseudonym('user-2'));
  });
});
