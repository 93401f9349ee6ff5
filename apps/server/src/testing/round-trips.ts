import { setTimeout as sleep } from 'node:timers/promises';
import type { DatabaseHandle } from '../platform/db/database';

type Counted = Pick<DatabaseHandle, 'roundTrips'>;

/**
 * Waits until nothing has reached the database for a few milliseconds in a row, so work a
 * previous call left running in the background (a fire-and-forget write) is not charged to
 * the next one. Gives up after `limitMs`: a handle that never settles is measured as it is.
 */
export async function databaseQuiet(handle: Counted, limitMs = 1_000): Promise<void> {
  const quietWindows = 3;
  const deadline = Date.now() + limitMs;
  let last = handle.roundTrips();
  let quiet = 0;
  while (quiet < quietWindows && Date.now() < deadline) {
    await sleep(5);
    const now = handle.roundTrips();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
}

/**
 * How many statements (round trips) `work` sent through `handle` while it was awaited, with
 * its result: the database first settles (`databaseQuiet`), then the count is the handle's
 * counter after `work` minus before. Statements a call leaves running after it answered are
 * not its cost here.
 */
export async function roundTripsOf<T>(
  handle: Counted,
  work: () => Promise<T>,
): Promise<{ count: number; result: T }> {
  await databaseQuiet(handle);
  const before = handle.roundTrips();
  const result = await work();
  return { count: handle.roundTrips() - before, result };
}
