import { gameCategories, rewards, toMajor } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { earningGraceMs, earningWindowMs } from './earning';
import { ratesWithDefaults, toPoints } from './rates';
import { balanceOf, journalPage, pointsByType, ratesOf, settingsOf } from './queries';
import type { PointJournalRow } from './schema';

/** The member's balance and the net points of every type (0 for a type never seen). */
export async function pointsSummary(
  db: Database,
  memberId: bigint,
): Promise<rewards.PointsSummary> {
  const balance = await balanceOf(db, memberId);
  const byType = new Map((await pointsByType(db, memberId)).map((row) => [row.type, row.points]));
  return {
    balance: toPoints(balance),
    byType: rewards.pointTypes.map((type) => ({
      type,
      points: toPoints(BigInt(byType.get(type) ?? 0)),
    })),
  };
}

/** One page of the member's points details, newest first. */
export async function pointDetails(
  db: Database,
  memberId: bigint,
  query: { type?: rewards.PointType; pageNo: number; pageSize: number },
): Promise<rewards.PointDetailsPage> {
  const { rows, totalCount } = await journalPage(db, memberId, query);
  return {
    list: rows.map(toDetail),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount,
    totalPages: Math.ceil(totalCount / query.pageSize),
  };
}

function toDetail(row: PointJournalRow): rewards.PointDetail {
  return {
    id: String(row.id),
    type: row.type as rewards.PointType,
    change: toPoints(row.change),
    balanceAfter: toPoints(row.balanceAfter),
    remarks: row.remarks,
    cashAmount: row.cashAmount === null ? null : toMajor(row.cashAmount),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The brand's rates of every category and what points are worth; null without a programme. */
export async function pointRules(db: Database, merchantId: number): Promise<rewards.PointRules> {
  const settings = await settingsOf(db, merchantId);
  if (!settings) return { programme: null };
  const rates = ratesWithDefaults(await ratesOf(db, merchantId));
  return {
    programme: {
      rates: gameCategories.map((category) => ({
        category,
        type: rewards.pointTypeOfCategory[category],
        rate: (rates.get(category) ?? 0) / 100,
      })),
      cashPerHundredPoints: toMajor(settings.cashPerHundredPoints),
      minConvertPoints: toPoints(settings.minConvertPoints),
      earningDelayMinutes: (earningWindowMs + earningGraceMs) / 60_000,
    },
  };
}
