export interface Cleanup {
  what: string;
  run: () => Promise<unknown> | unknown;
}

/**
 * Everything a bench creates registers how to undo it (`cleanups.push`); `runCleanups` undoes it in
 * reverse, and runs by itself on Ctrl-C or SIGTERM so no server, database or thread is left behind.
 */
export function cleanupRegistry() {
  const cleanups: Cleanup[] = [];
  async function runCleanups() {
    while (cleanups.length) {
      const c = cleanups.pop()!;
      try {
        await c.run();
      } catch (err) {
        console.error(`cleanup failed (${c.what}): ${(err as Error).message}`);
      }
    }
  }
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\n${signal}: cleaning up…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }
  return { cleanups, runCleanups };
}
