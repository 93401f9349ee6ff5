import type { Database } from '../../../platform/db/database';
import type { Job } from '../../../platform/jobs/job-runner';
import { validTurnover } from '../turnover/service';
import { merchantsWithRebateRates } from '../vip/service';
import { dayOf, nextDay, settlementGraceMs } from './calculation';
import { membersClaimRebate } from './claims';
import { markPaidThrough, paidThroughOf, watermarksOf } from './queries';
import { payRebate } from './settle';

/** Members paid per merchant and run: a bounded transaction. */
export const rebateBatchSize = 200;

/**
 * The automatic cashback, for brands whose members do not claim it (MANUAL_REBATE off): for
 * each UTC day once it is over, every member with valid turnover settled that day is paid
 * the cashback since their watermark up to the day's end (so a day's turnover, and anything
 * before it still unpaid, pays once). A brand's days are walked from the first not yet paid
 * (yesterday on the job's first run); a day is marked paid once all its members are.
 * While MANUAL_REBATE is on, the days pass unpaid by the job (members claim them), so turning
 * the switch off later starts from that day, never paying what a claim has paid.
 *
 * Runs inside the job's lock; a member's payment is also safe without it (`payRebate` locks
 * the member's watermark and keys the posting on the period's start). Answers 'more' when a
 * batch was full or a day is left.
 */
export async function payDailyRebates(db: Database, now: Date): Promise<'more' | void> {
  const today = dayOf(new Date(now.getTime() - settlementGraceMs)).from;
  let more = false;
  for (const merchantId of await merchantsWithRebateRates(db)) {
    const paidThrough =
      (await paidThroughOf(db, merchantId)) ?? dayOf(new Date(today.getTime() - 1)).from;
    if (paidThrough >= today) continue;
    if (await membersClaimRebate(db, merchantId)) {
      await markPaidThrough(db, merchantId, today);
      continue;
    }
    const day = { from: paidThrough, until: nextDay(paidThrough) };
    const done = await payDay(db, merchantId, day, now);
    if (done) await markPaidThrough(db, merchantId, day.until);
    more ||= !done || day.until < today;
  }
  if (more) return 'more';
}

/** Pays a batch of the day's members not yet paid through its end; true once none is left. */
async function payDay(
  db: Database,
  merchantId: number,
  day: { from: Date; until: Date },
  now: Date,
): Promise<boolean> {
  const played = [...(await validTurnover(db, merchantId, day)).keys()].sort((a, b) =>
    a < b ? -1 : a > b ? 1 : 0,
  );
  const watermarks = await watermarksOf(db, played);
  const unpaid = played.filter((memberId) => {
    const through = watermarks.get(memberId);
    return !through || through < day.until;
  });
  for (const memberId of unpaid.slice(0, rebateBatchSize)) {
    await payRebate(
      db,
      { merchantId, memberId, kind: 'daily', until: day.until, advanceAnyway: true },
      now,
    );
  }
  return unpaid.length <= rebateBatchSize;
}

/** The daily cashback's job (main.ts runs it every few minutes; it pays a day once). */
export const dailyRebateJob: Job = {
  id: 110,
  name: 'dailyRebates',
  run: (db, now) => payDailyRebates(db, now),
};
