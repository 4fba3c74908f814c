/**
 * Loaded into the server only by `npm run soak` (`node --expose-gc --import` this file), never in
 * production: answers the soak's question over the IPC channel that only its parent holds with the
 * heap in use after a full garbage collection. No endpoint, no inspector.
 */
process.on("message", (message) => {
  if (message !== "heap" || !process.send) return;
  if (!globalThis.gc) throw new Error("the heap probe needs node --expose-gc");
  // Twice: objects freed by the first collection's finalizers go in the second.
  globalThis.gc();
  globalThis.gc();
  process.send({ heapUsedBytes: process.memoryUsage().heapUsed });
});
