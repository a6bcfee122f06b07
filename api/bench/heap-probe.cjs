// Preloaded into the api's process by the sustained-load bench (sustained-load.ts, node --require), never by the api itself.
// On SIGUSR2: a full collection, then the memory still in use, appended as a JSON line to HEAP_PROBE_FILE.
// The heap after a full collection is what a leak grows; the resident size also swings with garbage not yet
// collected and with native buffers in flight (argon2 holds 19 MB per sign-in).
const { appendFileSync } = require('node:fs');
const { setFlagsFromString } = require('node:v8');
const { runInNewContext } = require('node:vm');

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc');
const file = process.env.HEAP_PROBE_FILE;

process.on('SIGUSR2', () => {
  // Twice: objects with finalizers are freed only by the second pass.
  collectGarbage();
  collectGarbage();
  const { heapUsed, external, rss } = process.memoryUsage();
  appendFileSync(file, `${JSON.stringify({ heapUsed, external, rss })}\n`);
});
