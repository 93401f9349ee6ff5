import type { Database } from '../../../platform/db/database';
import type { JobLogger } from '../../../platform/jobs/job-runner';
import * as draws from '../draws/service';
import { acceptResult } from './accept';
import { httpResultsProvider, type HttpSource } from './http-provider';
import type { ProviderAnswer, ResultsProvider } from './provider';
import {
  claimDueFetches,
  insertEntry,
  listSourcesOfMerchants,
  recordFetch,
  type ClaimedDraw,
} from './queries';
import type { EntryDetails } from './wire';

/**
 * The HTTP provider's job: every so often, ask the sources of each merchant that has them
 * for the scheduled draws whose time has passed and that still wait for a result. Three
 * steps, so that no transaction stays open while a source answers (a slow source would
 * otherwise hold a database connection, and PGlite's only one):
 *   1. claim the due draws in one short transaction: each claimed draw is not asked again,
 *      by this server or another, until `retryMs` later;
 *   2. ask the sources, outside any transaction;
 *   3. record each answer in a transaction of its own, and when the sources agreed, draw the
 *      draw (if nothing drew it meanwhile: an approved entry wins, it came first).
 * A draw the sources disagree on, or that one of them lacks, waits and is asked again; the
 * console shows what each source said, and an operator may enter the result meanwhile.
 */

/** A draw is asked again this long after an answer that did not draw it. */
export const fetchRetryMs = 60_000;
/** Draws asked per run: a run is a few seconds at most. */
const drawsPerRun = 20;

export type ProviderFactory = (sources: readonly [HttpSource, HttpSource]) => ResultsProvider;

/** The sources of each merchant among the claimed draws', as a provider each. */
async function providersOf(
  db: Database,
  claimed: readonly ClaimedDraw[],
  providerFor: ProviderFactory,
): Promise<Map<number, ResultsProvider>> {
  const rows = await listSourcesOfMerchants(db, [
    ...new Set(claimed.map((draw) => draw.merchantId)),
  ]);
  const byMerchant = new Map<number, HttpSource[]>();
  for (const row of rows) {
    byMerchant.set(row.merchantId, [...(byMerchant.get(row.merchantId) ?? []), row]);
  }
  const providers = new Map<number, ResultsProvider>();
  for (const [merchantId, sources] of byMerchant) {
    if (sources.length === 2) {
      providers.set(merchantId, providerFor(sources as [HttpSource, HttpSource]));
    }
  }
  return providers;
}

/** An answer recorded; the draw drawn when the sources agreed and it still waits. */
async function recordAnswer(
  tx: Database,
  draw: ClaimedDraw,
  answer: ProviderAnswer,
  now: Date,
): Promise<boolean> {
  await recordFetch(tx, draw.drawId, answer.outcome, answer.sources, now);
  if (answer.outcome !== 'agreed') return false;
  const current = await draws.lockDrawForSheet(tx, draw.drawId);
  if (current?.status !== 'closed') return false;
  const revision = await acceptResult(tx, draw.drawId, answer.sheet, now);
  if (revision === undefined) return false;
  const details: EntryDetails = { sources: answer.sources.map((source) => source.source) };
  await insertEntry(tx, {
    drawId: draw.drawId,
    sheet: answer.sheet,
    source: 'http',
    status: 'approved',
    enteredAt: now,
    reviewedAt: now,
    revision,
    details,
  });
  return true;
}

/** One run of the job at `now`: how many draws it drew. */
export async function fetchDueResults(
  db: Database,
  now: Date,
  providerFor: ProviderFactory = (sources) => httpResultsProvider(sources),
): Promise<number> {
  const claimed = await db.transaction((tx) =>
    claimDueFetches(tx, now, new Date(now.getTime() + fetchRetryMs), drawsPerRun),
  );
  if (claimed.length === 0) return 0;
  const providers = await providersOf(db, claimed, providerFor);
  const answers = await Promise.all(
    claimed.map(async (draw) => {
      const provider = providers.get(draw.merchantId);
      // Sources removed since the claim: nothing to ask, the draw waits for an operator.
      return provider ? { draw, answer: await provider.resultOf(draw) } : undefined;
    }),
  );
  let drawn = 0;
  for (const asked of answers) {
    if (!asked) continue;
    if (await db.transaction((tx) => recordAnswer(tx, asked.draw, asked.answer, now))) drawn += 1;
  }
  return drawn;
}

/**
 * Runs `fetchDueResults` every `intervalMs` in this server process, beside the job runners
 * (its claims make it safe in every process at once). A run still going when the next is
 * due lets that one pass.
 */
export function startResultFetcher(
  db: Database,
  options: { intervalMs: number; logger?: JobLogger },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= fetchDueResults(db, new Date())
      .catch((error: unknown) =>
        options.logger?.error({ err: error, job: 'lotteryResultFetch' }, 'background job failed'),
      )
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
