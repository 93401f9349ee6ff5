import type { consoleLotteryResults as contract } from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import { lockUntilCommit } from '../../../platform/db/advisory-locks';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import * as catalogue from '../../games/service';
import * as members from '../../member/service';
import * as draws from '../draws/service';
import * as tickets from '../tickets/service';
import {
  listEntriesOfDraw,
  listFetches,
  listPendingEntries,
  listSources,
  replaceSources,
} from './queries';
import { wireEntry, wireResultDraw } from './wire';

// What the console reads of scheduled draws' results (the draws awaiting one or drawn, each
// with its entry waiting for approval, what the HTTP provider heard, what members owe after
// corrections), and the HTTP provider's sources, which owners set.

/** Draws as the results list shows them: their games' names, waiting entries, debts. */
async function wireDraws(
  db: Database,
  rows: readonly draws.SheetDrawRow[],
  language: string,
): Promise<contract.ResultDraw[]> {
  const ids = rows.map((row) => row.draw.id);
  const [names, pending, fetches, debts] = await Promise.all([
    catalogue.catalogueGamesById(
      db,
      rows.map((row) => row.catalogueGameId),
    ),
    listPendingEntries(db, ids),
    listFetches(db, ids),
    tickets.ticketDebts(db, ids),
  ]);
  const owed = new Map<bigint, bigint>();
  for (const debt of debts) owed.set(debt.drawId, (owed.get(debt.drawId) ?? 0n) + debt.owed);
  return rows.map((row) => {
    const entry = names.get(row.catalogueGameId);
    return wireResultDraw(row, {
      gameName: (entry && catalogue.nameIn(entry.names, language)) || row.gameCode,
      pending: pending.find((candidate) => candidate.drawId === row.draw.id),
      fetch: fetches.find((candidate) => candidate.drawId === row.draw.id),
      owed: owed.get(row.draw.id) ?? 0n,
    });
  });
}

/** A page of the merchant's scheduled draws awaiting a result, or drawn. */
export async function resultDrawPage(
  db: Database,
  merchantId: number,
  language: string,
  query: contract.ResultDrawsQuery,
) {
  const page = { pageNo: query.pageNo, pageSize: query.pageSize };
  const { rows, total } = await draws.sheetDrawPage(
    db,
    { merchantId, view: query.view, gameCode: query.gameCode },
    page,
  );
  return {
    list: await wireDraws(db, rows, language),
    ...page,
    totalCount: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}

/** One scheduled draw as the results list shows it. */
export async function resultDrawOf(
  db: Database,
  row: draws.SheetDrawRow,
  language: string,
): Promise<contract.ResultDraw> {
  return (await wireDraws(db, [row], language))[0]!;
}

/**
 * A scheduled draw with every entry given for it, what each correction moved and who still
 * owes what: a lower payout the wallet could not give back in full, for the operator to
 * recover (a balance adjustment) or write off.
 */
export async function resultDrawDetail(
  db: Database,
  merchantId: number,
  language: string,
  draw: { gameCode: string; numero: string },
): Promise<contract.ResultDrawDetail> {
  const row = await draws.sheetDrawOf(db, merchantId, draw);
  if (!row) throw AppError.of('lotteryDrawNotFound');
  const [wired, entries, corrections, debts] = await Promise.all([
    resultDrawOf(db, row, language),
    listEntriesOfDraw(db, row.draw.id),
    tickets.correctionTotals(db, row.draw.id),
    tickets.ticketDebts(db, [row.draw.id]),
  ]);
  const usernames = new Map<bigint, string>();
  for (const memberId of new Set(debts.map((debt) => debt.memberId))) {
    usernames.set(memberId, (await members.findMemberById(db, memberId))?.username ?? '');
  }
  return {
    draw: wired,
    entries: entries.map(wireEntry),
    corrections: corrections.map((totals) => ({
      revision: totals.revision,
      tickets: totals.tickets,
      credited: String(totals.credited),
      takenBack: String(totals.taken),
      owed: String(totals.owed),
    })),
    debts: debts.map((debt) => ({
      ticketId: String(debt.ticketId),
      username: usernames.get(debt.memberId) ?? '',
      payout: String(debt.payout),
      owed: String(debt.owed),
      revision: debt.revision,
    })),
  };
}

/** The merchant's HTTP sources: none, or the two the provider reads. */
export async function resultSourcesOf(
  db: Database,
  merchantId: number,
): Promise<contract.ResultSources> {
  const rows = await listSources(db, merchantId);
  const sources = rows.map((row) => ({ name: row.name, urlTemplate: row.urlTemplate }));
  return { sources: sources.length === 2 ? sources : [] };
}

/**
 * Sets the merchant's HTTP sources (two, or none to stop asking), audited with before and
 * after. The provider reads them at its next run.
 */
export async function setResultSources(
  db: Database,
  actor: ConsoleActor,
  body: contract.ResultSources,
  now = new Date(),
): Promise<contract.ResultSources> {
  return db.transaction(async (tx) => {
    // Two owners saving at once take turns: each replaces the pair whole.
    await lockUntilCommit(tx, `lottery-result-sources:${actor.merchantId}`);
    const before = await resultSourcesOf(tx, actor.merchantId);
    await replaceSources(tx, actor.merchantId, body.sources, now);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'lottery.result.sources.update',
      target: 'lottery-result-sources',
      before,
      after: body,
    });
    return body;
  });
}
