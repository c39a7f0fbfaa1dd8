import { describe, expect, it } from 'vitest';
import { CsvRecordCounter } from './export-csv-copy.ts';

/** The records of `text` split into chunks at `cuts` (byte offsets), counted chunk by chunk. */
function counted(text: string, cuts: number[] = []): number {
  const bytes = Buffer.from(text, 'utf8');
  const counter = new CsvRecordCounter();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    counter.push(bytes.subarray(from, cut));
    from = cut;
  }
  return counter.count;
}

describe('CsvRecordCounter', () => {
  it('counts one record per line feed outside quotes', () => {
    expect(counted('a,b\nc,d\n')).toBe(2);
    expect(counted('')).toBe(0);
  });

  it('does not count line feeds inside quoted cells, nor let doubled quotes end them', () => {
    const text = 'id,text\n1,"two\nlines"\n2,"say ""hi""\nthen go"\n3,"{""a"": ""b""}"\n';
    expect(counted(text)).toBe(4);
  });

  it('counts the same however the stream is cut into chunks', () => {
    const text = 'x,"a\n""b""\n",y\nz,"\n"\n"",w\n';
    const whole = counted(text);
    expect(whole).toBe(3);
    for (let cut = 0; cut <= text.length; cut += 1) expect(counted(text, [cut])).toBe(whole);
    expect(counted(text, [1, 2, 3, 5, 8, 13, 21])).toBe(whole);
  });
});
