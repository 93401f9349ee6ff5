/**
 * What `studio_rounds.outcome` holds: the engine's result in its wire form, and whether
 * the round was played with play money. The table has no column for the latter, so it
 * travels beside the result in the same JSON.
 */
type StoredOutcome = { freePlay: boolean; result: Record<string, unknown> };

export function storedOutcome(result: Record<string, unknown>, freePlay: boolean): StoredOutcome {
  return { freePlay, result };
}

export function readStoredOutcome(stored: unknown): StoredOutcome {
  const record = (stored ?? {}) as Partial<StoredOutcome>;
  return { freePlay: record.freePlay === true, result: record.result ?? {} };
}
