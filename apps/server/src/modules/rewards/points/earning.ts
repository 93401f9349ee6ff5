import { trialAccountType, type rewards } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import type { Period } from '../../../platform/db/rows';
import type { Job } from '../../../platform/jobs/job-runner';
import { findMemberById } from '../../member/service';
import { validTurnover } from '../turnover/service';
import { earningsByType, ratesWithDefaults } from './rates';
import {
  applyChange,
  earnedThrough,
  journalRowByKey,
  merchantsWithPoints,
  ratesOf,
  setEarnedThrough,
} from './queries';

/** Points are earned on play settled in windows of this length (UTC, from midnight). */
export const earningWindowMs = 15 * 60_000;
/**
 * A window is earned this long after it ends: a round that settled just before the end but
 * whose transaction committed a moment later is in the betting record by then.
 */
export const earningGraceMs = 2 * 60_000;
/** Windows one transaction earns per merchant; a server that was down catches up in steps. */
export const windowsPerRun = 8;

/** The end of the last window that may be earned at `now`. */
export function lastClosedWindowEnd(now: Date): Date {
  const closed = now.getTime() - earningGraceMs;
  return new Date(closed - (closed % earningWindowMs));
}

/**
 * Earns the points of every merchant with a points programme, as of `now`: each window of
 * settled play after the merchant's watermark that has closed, oldest first, at most
 * `windowsPerRun` of them; the watermark moves past them in the same transaction. A
 * merchant's first run earns the last closed window only: points start with the programme,
 * they are not paid on years of history at once.
 *
 * Run by the job runner inside a transaction holding the job's lock, so once across servers;
 * each credit also carries a key (`points-earn:<window>:<member>:<type>`) the journal holds
 * once, so even a watermark set back earns nothing twice. Answers 'more' when windows are left.
 */
export async function earnPoints(db: Database, now: Date): Promise<'more' | void> {
  const closedUntil = lastClosedWindowEnd(now).getTime();
  let more = false;
  for (const merchantId of await merchantsWithPoints(db)) {
    const mark = await earnedThrough(db, merchantId);
    let from = mark?.getTime() ?? closedUntil - earningWindowMs;
    let windows = 0;
    while (from + earningWindowMs <= closedUntil && windows < windowsPerRun) {
      const window = { from: new Date(from), until: new Date(from + earningWindowMs) };
      await earnWindow(db, merchantId, window);
      from += earningWindowMs;
      windows += 1;
    }
    if (windows > 0) await setEarnedThrough(db, merchantId, new Date(from));
    more ||= from + earningWindowMs <= closedUntil;
  }
  if (more) return 'more';
}

/** The points job (main.ts runs it every minute); 101 is apart from the VIP job's 100. */
export const pointsEarningJob: Job = {
  id: 101,
  name: 'pointsEarning',
  run: (db, now) => earnPoints(db, now),
};

/** Credits one window's valid turnover of the merchant's members at its rates. */
async function earnWindow(db: Database, merchantId: number, window: Period): Promise<void> {
  // One after the other: inside a transaction, both would share its one connection.
  const turnover = await validTurnover(db, merchantId, window);
  if (turnover.size === 0) return;
  const rates = ratesWithDefaults(await ratesOf(db, merchantId));
  for (const [memberId, figures] of turnover) {
    const earned = earningsByType(figures.byCategory, rates);
    if (earned.size === 0) continue;
    const member = await findMemberById(db, memberId);
    // A trial account plays with money that is not real: it earns no points.
    if (!member || member.accountType === trialAccountType) continue;
    for (const [type, points] of earned) {
      await credit(db, { merchantId, memberId, type, points, window });
    }
  }
}

async function credit(
  db: Database,
  earning: {
    merchantId: number;
    memberId: bigint;
    type: rewards.PointType;
    points: bigint;
    window: Period;
  },
): Promise<void> {
  const { merchantId, memberId, type, points, window } = earning;
  const key = `points-earn:${window.from.toISOString()}:${memberId}:${type}`;
  if (await journalRowByKey(db, merchantId, key)) return;
  await applyChange(db, {
    merchantId,
    memberId,
    idempotencyKey: key,
    type,
    change: points,
    remarks: windowLabel(window),
  });
}

/** The window a credit was earned in, language-neutral: `2026-06-01 10:00–10:15 UTC`. */
export function windowLabel(window: Period): string {
  const time = (at: Date) => at.toISOString().slice(11, 16);
  return `${window.from.toISOString().slice(0, 10)} ${time(window.from)}–${time(window.until)} UTC`;
}
