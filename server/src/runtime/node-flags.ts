import { getHeapStatistics } from 'node:v8';

/** The old generation's ceiling the API runs with where V8 would pick a larger one (MB). */
export const API_OLD_SPACE_MB = 1024;

const MB = 1024 * 1024;

/**
 * Node.js flags the API process runs with (`npm start`, `npm run start:api`, the image, the bench).
 *
 * - `--max-semi-space-size=8`: on a large machine V8 sizes the young generation by total memory
 *   (up to 64 MB per semi-space), which under load costs far more resident memory than Heed's
 *   short-lived request garbage needs; 8 MB semi-spaces keep RSS under load within budget for a
 *   few percent more GC time.
 * - `--max-old-space-size=1024` where V8's own ceiling (set by the machine's or the container's
 *   memory) is higher: V8 lets the old generation grow by a factor that rises with the ceiling, so
 *   with 4 GB it leaves 80 MB of an export's garbage uncollected, with 1 GB 15 MB; Heed's live
 *   heap is a small fraction of 1 GB. Left out where `NODE_OPTIONS` sets a ceiling of its own (a
 *   flag on the command line would override it) and where V8's ceiling is already lower.
 */
export function apiNodeFlags(
  env: NodeJS.ProcessEnv = process.env,
  heapLimitBytes: number = getHeapStatistics().heap_size_limit,
): string[] {
  const flags = ['--max-semi-space-size=8'];
  const ownCeiling = /(^|\s)--max[-_]old[-_]space[-_]size\b/.test(env.NODE_OPTIONS ?? '');
  if (!ownCeiling && heapLimitBytes > API_OLD_SPACE_MB * MB) {
    flags.push(`--max-old-space-size=${API_OLD_SPACE_MB}`);
  }
  return flags;
}
