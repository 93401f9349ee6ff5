import { toMajor, type games } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { resolveRange } from '../../wallet/service';
import { nameIn } from '../catalogue/service';
import { findRound, roundPage, roundTotals, type RoundRow } from './queries';

/**
 * The betting record (member centre `personalHistoryCopy`): the member's rounds newest
 * first, filtered by category, vendor and UTC days (the account record's range rules: the
 * last 7 days by default, at most 92), with the totals of everything the filter matches.
 */
export async function bettingRecord(
  db: Database,
  memberId: bigint,
  language: string,
  query: games.BettingRecordFilter,
): Promise<games.BettingRecordPage> {
  const range = resolveRange({ startDate: query.beginDate, endDate: query.endDate });
  const filter = {
    memberId,
    from: range.from,
    until: range.until,
    category: query.gameType,
    vendorCode: query.vassalage,
  };
  const [rows, totals] = await Promise.all([roundPage(db, filter, query), roundTotals(db, filter)]);
  return {
    list: rows.map((row) => wireRound(row, language)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totalCount: totals.count,
    totalPages: Math.ceil(totals.count / query.pageSize),
    beginDate: range.startDate,
    endDate: range.endDate,
    totals: {
      count: totals.count,
      stake: toMajor(totals.stake),
      win: toMajor(totals.win),
      profit: toMajor(totals.win - totals.stake),
    },
  };
}

/** One of the member's own rounds; another member's answers 404 like one that never was. */
export async function bettingRound(
  db: Database,
  memberId: bigint,
  language: string,
  roundId: string,
  vendorCode?: string,
): Promise<games.BetRecord> {
  const row = await findRound(db, memberId, roundId, vendorCode);
  if (!row) throw AppError.of('betRecordNotFound');
  return wireRound(row, language);
}

function wireRound(row: RoundRow, language: string): games.BetRecord {
  return {
    roundId: row.roundId,
    gameType: row.category as games.BetRecord['gameType'],
    vassalage: row.vendorCode,
    vendorName: row.vendorName,
    gameName: nameIn(row.names, language) || row.vendorGameId,
    nodeId: row.nodeId,
    gameId: row.vendorGameId,
    stake: toMajor(row.stake),
    win: toMajor(row.win),
    profit: toMajor(row.win - row.stake),
    status: row.status as games.BetRecord['status'],
    placedAt: row.placedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}
