import { describe, expect, it } from 'vitest';
import { neutraliseFormula } from './export-columns.query.ts';

describe('neutraliseFormula', () => {
  it('prefixes a quote to texts a spreadsheet would evaluate', () => {
    for (const text of ['=1+1', '+1', '-1', '@A1', '\tx', '\rx']) {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    }
  });

  it('leaves other texts, numbers and empty cells alone', () => {
    expect(neutraliseFormula('fine = ok')).toBe('fine = ok');
    expect(neutraliseFormula('')).toBe('');
    expect(neutraliseFormula(-3)).toBe(-3);
    expect(neutraliseFormula(null)).toBeNull();
  });
});
