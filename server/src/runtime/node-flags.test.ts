import { describe, expect, it } from 'vitest';
import { API_OLD_SPACE_MB, apiNodeFlags } from './node-flags.ts';

const GB = 1024 * 1024 * 1024;

describe('the API process flags', () => {
  it('caps the young generation and, on a large machine, the old generation', () => {
    expect(apiNodeFlags({}, 4 * GB)).toEqual([
      '--max-semi-space-size=8',
      `--max-old-space-size=${API_OLD_SPACE_MB}`,
    ]);
  });

  it('leaves the old generation to V8 where its ceiling is already lower (a small container)', () => {
    expect(apiNodeFlags({}, 0.5 * GB)).toEqual(['--max-semi-space-size=8']);
    expect(apiNodeFlags({}, API_OLD_SPACE_MB * 1024 * 1024)).toEqual(['--max-semi-space-size=8']);
  });

  it('leaves the ceiling NODE_OPTIONS sets alone, in either spelling', () => {
    for (const options of [
      '--max-old-space-size=3000',
      '--enable-source-maps --max_old_space_size=300',
    ]) {
      expect(apiNodeFlags({ NODE_OPTIONS: options }, 4 * GB)).toEqual(['--max-semi-space-size=8']);
    }
    expect(apiNodeFlags({ NODE_OPTIONS: '--max-semi-space-size=4' }, 4 * GB)).toContain(
      `--max-old-space-size=${API_OLD_SPACE_MB}`,
    );
  });
});
