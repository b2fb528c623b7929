/**
 * Everything the bench starts (servers, the sandbox, browsers, child processes) registers how to
 * stop it here, so a normal end, an error and Ctrl-C all leave nothing running.
 */
type Disposer = () => unknown | Promise<unknown>;

const disposers: { label: string; dispose: Disposer }[] = [];

/** Registers a disposer; returns a function that runs it now and unregisters it. */
export function onCleanup(label: string, dispose: Disposer): () => Promise<void> {
  const entry = { label, dispose };
  disposers.push(entry);
  return async () => {
    const index = disposers.indexOf(entry);
    if (index === -1) return;
    disposers.splice(index, 1);
    await runOne(entry);
  };
}

async function runOne(entry: { label: string; dispose: Disposer }): Promise<void> {
  try {
    await entry.dispose();
  } catch (error) {
    console.error(`bench: stopping ${entry.label} failed:`, error);
  }
}

/** Stops everything still registered, newest first. */
export async function cleanupAll(): Promise<void> {
  while (disposers.length > 0) await runOne(disposers.pop()!);
}

let interrupted = false;

/** Ctrl-C / SIGTERM: stop what we started, then exit with the conventional signal status. */
export function installSignalHandlers(): void {
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      console.error(`\nbench: ${signal}, stopping what it started…`);
      const code = signal === 'SIGINT' ? 130 : 143;
      // A stuck disposer must not keep the process alive forever.
      setTimeout(() => process.exit(code), 10_000).unref();
      const exit = () => process.exit(code);
      cleanupAll().then(exit, exit);
    });
  }
}
