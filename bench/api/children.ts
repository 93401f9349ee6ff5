// The bench's child processes and the work undone at the end of a run, whether it ends well,
// fails, or is interrupted (Ctrl-C, SIGTERM): no server, load generator or database is left.
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

const undoSteps: (() => Promise<void> | void)[] = [];
let cleaning: Promise<void> | undefined;

/** Whether the run is ending: nothing new may start (it would outlive the clean-up). */
export const stopping = () => cleaning !== undefined;

/**
 * Adds a step to undo at the end (newest first); the answer removes it again. Register
 * before starting what it undoes: once the run is ending this throws instead.
 */
export function atExit(step: () => Promise<void> | void): () => void {
  if (stopping()) throw new Error('the bench is stopping');
  undoSteps.push(step);
  return () => {
    const index = undoSteps.lastIndexOf(step);
    if (index >= 0) undoSteps.splice(index, 1);
  };
}

/**
 * Undoes everything registered, newest first; a failing step does not stop the others. The
 * end of the run and a signal may both ask: they share the one clean-up.
 */
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (let step = undoSteps.pop(); step; step = undoSteps.pop()) {
      try {
        await step();
      } catch (error) {
        console.error(`clean-up step failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}

export function cleanUpOnSignals(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping()) return;
      console.error(`\n${signal}: stopping the bench's processes and dropping its databases…`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

/** Asks a child to stop, and kills it if it has not within `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** A port on 127.0.0.1 that nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', resolve);
  });
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Polls `url` until it answers 200; fails early when the child serving it exits. */
export async function waitUntilServing(
  url: string,
  child: ChildProcess,
  timeoutMs = 120_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the process serving ${url} exited (${child.exitCode ?? child.signalCode})`);
    }
    const status = await fetch(url).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
