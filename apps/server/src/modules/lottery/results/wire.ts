import type { consoleLotteryResults as contract, lottery } from '@croupier/contract';
import type { SheetDrawRow } from '../draws/service';
import type { ResultEntryRow, ResultFetchRow } from './queries';

/** What an entry's `details` hold: whether it was a correction, and an HTTP result's sources. */
export type EntryDetails = { correction?: boolean; sources?: string[] };

const iso = (time: Date | null) => time?.toISOString() ?? null;

/** An entry as the console shows it. */
export function wireEntry(row: ResultEntryRow): contract.ResultEntry {
  const details = row.details as EntryDetails;
  return {
    entryId: String(row.id),
    sheet: row.sheet as lottery.ResultSheet,
    origin: row.source as contract.ResultEntry['origin'],
    status: row.status as contract.ResultEntryStatus,
    correction: details.correction ?? false,
    enteredBy: row.enteredByName,
    enteredAt: row.enteredAt.toISOString(),
    reviewedBy: row.reviewedByName,
    reviewedAt: iso(row.reviewedAt),
    rejectReason: row.rejectReason,
    revision: row.revision,
    sources: details.sources ?? [],
  };
}

export function wireFetch(row: ResultFetchRow): contract.FetchStatus {
  return {
    outcome: row.outcome as contract.FetchOutcome | null,
    attempts: row.attempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    sources: row.sources as contract.FetchStatus['sources'],
  };
}

/** A scheduled draw as the results list shows it, with what waits on it. */
export function wireResultDraw(
  row: SheetDrawRow,
  extras: {
    gameName: string;
    pending?: ResultEntryRow;
    fetch?: ResultFetchRow;
    owed: bigint;
  },
): contract.ResultDraw {
  const { draw } = row;
  const drawn = draw.status === 'drawn' || draw.status === 'settled';
  return {
    gameCode: row.gameCode,
    gameName: extras.gameName,
    family: row.family as contract.ResultDraw['family'],
    numero: draw.numero,
    closesAt: draw.closesAt.toISOString(),
    drawsAt: draw.drawsAt.toISOString(),
    status: draw.status as contract.ResultDraw['status'],
    revision: draw.resultRevision,
    result: drawn ? (draw.result as lottery.ResultSheet) : null,
    pending: extras.pending ? wireEntry(extras.pending) : null,
    fetch: extras.fetch ? wireFetch(extras.fetch) : null,
    owed: String(extras.owed),
  };
}
