import { describe, expect, it } from 'vitest';
import { laterWalPosition, walPositionOf, walPositionText } from './read-after.ts';

describe('WAL positions', () => {
  it('reads and writes PostgreSQL’s X/Y form', () => {
    expect(walPositionOf('0/16B3748')).toBe(0x16b3748n);
    expect(walPositionOf('1A/0')).toBe(0x1an << 32n);
    expect(walPositionText(0x1a_016b_3748n)).toBe('1A/16B3748');
    expect(walPositionOf(walPositionText(0xffff_ffff_ffff_ffffn))).toBe(0xffff_ffff_ffff_ffffn);
  });

  it('refuses anything else', () => {
    for (const text of [
      '',
      '16B3748',
      '0/',
      '/1',
      '0/123456789',
      'g/0',
      '0/1 ; select',
      undefined,
    ]) {
      expect(walPositionOf(text)).toBeUndefined();
    }
  });

  it('keeps the later of two', () => {
    expect(laterWalPosition(1n, 2n)).toBe(2n);
    expect(laterWalPosition(3n, undefined)).toBe(3n);
    expect(laterWalPosition(undefined, undefined)).toBeUndefined();
  });
});
