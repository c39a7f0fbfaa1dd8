/**
 * A Heed process started by `npm start` (`scripts/src/start.ts`) has an IPC channel to it. When
 * that parent goes away — killed outright, so it could not pass a signal on — the channel closes
 * and this process stops as on SIGTERM: nothing of `npm start` outlives it. Without a channel (the
 * image, `node server/src/main.ts`, a supervisor of its own) this does nothing.
 */
export function stopWhenParentGoes(stop: () => void): void {
  if (!process.channel) return;
  // The channel must not keep the process alive, nor stop it from exiting when it is done.
  process.channel.unref();
  process.once('disconnect', stop);
}
