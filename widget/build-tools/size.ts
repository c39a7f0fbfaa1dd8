/** Prints the gzip size of the script tag build and fails above the budget. `npm run size`. */
import { buildRelease, GZIP_BUDGET_BYTES } from './release.ts';

const { manifest } = await buildRelease();
for (const [name, file] of Object.entries(manifest.files)) {
  console.log(`widget ${name}: ${file.bytes} bytes, ${file.gzipBytes} bytes gzip`);
}
const scriptTag = manifest.files['heed.js'];
if (!scriptTag || scriptTag.gzipBytes > GZIP_BUDGET_BYTES) {
  console.error(`widget heed.js is over its budget of ${GZIP_BUDGET_BYTES} bytes gzip`);
  process.exit(1);
}
console.log(`widget heed.js is within its budget of ${GZIP_BUDGET_BYTES} bytes gzip`);
