/**
 * Node.js flags the API process runs with (`npm start`, `npm run start:api`, the bench). On a
 * large machine V8 sizes the young generation by total memory (up to 64 MB per semi-space), which
 * under load costs far more resident memory than Heed's short-lived request garbage needs; 8 MB
 * semi-spaces keep RSS under load within budget for a few percent more GC time.
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=8'];
