import {
  errorCodes,
  type ErrorName,
  type consoleLotteryResults as contract,
} from '@croupier/contract';
import { recordAudit } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { ConsoleActor } from '../../../platform/http/staff-guard';
import * as draws from '../draws/service';
import * as games from '../games/service';
import { acceptResult, isCurrentResult } from './accept';
import {
  findEntry,
  findPendingEntry,
  insertEntry,
  lockEntry,
  markEntryApproved,
  markEntryRejected,
  type ResultEntryRow,
} from './queries';
import { wireEntry, type EntryDetails } from './wire';

// Operator entry, the console's results provider: one staff member enters a draw's sheet,
// another approves it (the one who entered it cannot), or sends it back with a reason. Only
// an approved entry draws the draw; an entry for a draw that has a result is a correction.
// Each step is one transaction with its audit entry, the draw locked (`lockDrawForSheet`)
// so that two entries, two approvals or an approval and the HTTP provider come one at a time.

/** The engine's refusals of a sheet, by their catalogue entry (`lottery.result.invalid`). */
const sheetErrors = {
  wrong_region: 'lotteryResultWrongRegion',
  unknown_region: 'lotteryResultWrongRegion',
  wrong_tier_count: 'lotteryResultWrongTierCount',
  wrong_count: 'lotteryResultWrongCount',
  not_digits: 'lotteryResultNotDigits',
  wrong_length: 'lotteryResultWrongLength',
  duplicate_number: 'lotteryResultDuplicate',
} as const satisfies Record<games.SheetRefusal, ErrorName>;

/** The sheet as the game's engine reads it, or a 400 naming the number to correct. */
function checkedSheet(family: string, sheet: unknown): games.SheetResult {
  const checked = games.checkSheet(family, sheet);
  if (checked.ok) return checked.sheet;
  const name = sheetErrors[checked.reason];
  throw AppError.of(name, {
    fields: { [`body.sheet.${checked.field}`]: errorCodes[name].message },
  });
}

const drawTarget = (row: draws.SheetDrawRow) => `lottery-draw:${row.gameCode}:${row.draw.numero}`;

/** A draw a result can be given to: closed, its draw time come, not cancelled. */
function refuseUnlessDrawn(draw: draws.LotteryDrawRow, now: Date): void {
  if (draw.status === 'cancelled') throw AppError.of('lotteryResultDrawCancelled');
  if (draw.status === 'open' || draw.drawsAt > now) throw AppError.of('lotteryResultTooEarly');
}

/**
 * Enters a result sheet for a closed draw, checked by its game's engine: it waits for another
 * staff member's approval. A draw holds one entry waiting at a time, and an entry equal to
 * the draw's result is refused (there is nothing to correct).
 */
export async function enterResult(
  db: Database,
  actor: ConsoleActor,
  draw: { gameCode: string; numero: string },
  body: contract.ResultEntryBody,
  now = new Date(),
): Promise<contract.ResultEntry> {
  const found = await draws.sheetDrawOf(db, actor.merchantId, draw);
  if (!found) throw AppError.of('lotteryDrawNotFound');
  refuseUnlessDrawn(found.draw, now);
  const sheet = checkedSheet(found.family, body.sheet);

  return db.transaction(async (tx) => {
    const current = (await draws.lockDrawForSheet(tx, found.draw.id))!;
    refuseUnlessDrawn(current, now);
    if (await findPendingEntry(tx, current.id)) throw AppError.of('lotteryResultPending');
    if (isCurrentResult(current, sheet)) throw AppError.of('lotteryResultUnchanged');
    const details: EntryDetails = { correction: current.resultRevision > 0 };
    const entry = await insertEntry(tx, {
      drawId: current.id,
      sheet,
      source: 'operator',
      enteredBy: actor.staff.staffId,
      enteredByName: actor.staff.username,
      enteredAt: now,
      details,
    });
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: details.correction ? 'lottery.result.correct' : 'lottery.result.enter',
      target: drawTarget(found),
      after: { entryId: String(entry.id), sheet },
    });
    return wireEntry(entry);
  });
}

/** A pending entry of one of the merchant's draws, with its draw: 404 otherwise. */
async function entryOfMerchant(db: Database, merchantId: number, entryId: bigint) {
  const entry = await findEntry(db, entryId);
  const draw = entry && (await draws.sheetDrawOf(db, merchantId, { drawId: entry.drawId }));
  if (!entry || !draw) throw AppError.of('lotteryResultEntryNotFound');
  return { entry, draw };
}

/** The entry locked for its review: still waiting, or 409. */
async function pendingEntry(tx: Database, entryId: bigint): Promise<ResultEntryRow> {
  const entry = await lockEntry(tx, entryId);
  if (entry?.status !== 'pending') throw AppError.of('lotteryResultNotPending');
  return entry;
}

/**
 * Approves another staff member's entry: the draw is drawn at it (or corrected to it), and
 * the scheduler settles its tickets within the second (settles them again after a
 * correction, moving only the difference). The entry's author cannot approve it.
 */
export async function approveResult(
  db: Database,
  actor: ConsoleActor,
  entryId: bigint,
  now = new Date(),
): Promise<draws.SheetDrawRow> {
  const { draw } = await entryOfMerchant(db, actor.merchantId, entryId);
  await db.transaction(async (tx) => {
    const current = (await draws.lockDrawForSheet(tx, draw.draw.id))!;
    const entry = await pendingEntry(tx, entryId);
    if (entry.enteredBy === actor.staff.staffId) throw AppError.of('lotteryResultSameStaff');
    refuseUnlessDrawn(current, now);
    const sheet = entry.sheet as games.SheetResult;
    // Another result may have come meanwhile (the HTTP provider's): the same one again
    // changes nothing.
    if (isCurrentResult(current, sheet)) throw AppError.of('lotteryResultUnchanged');
    const revision = await acceptResult(tx, current.id, sheet, now);
    if (revision === undefined) throw AppError.of('lotteryResultTooEarly');
    const review = { staffId: actor.staff.staffId, staffName: actor.staff.username, at: now };
    await markEntryApproved(tx, entryId, review, revision);
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'lottery.result.approve',
      target: drawTarget(draw),
      before: {
        revision: current.resultRevision,
        result: current.resultRevision > 0 ? current.result : null,
      },
      after: { entryId: String(entryId), revision, result: sheet },
    });
  });
  return (await draws.sheetDrawOf(db, actor.merchantId, { drawId: draw.draw.id }))!;
}

/**
 * Sends an entry back with a reason: nothing is drawn, and the draw waits for a new entry.
 * Any staff member with the right may reject, its author too (a typo seen after entering).
 */
export async function rejectResult(
  db: Database,
  actor: ConsoleActor,
  entryId: bigint,
  reason: string,
  now = new Date(),
): Promise<contract.ResultEntry> {
  const { draw } = await entryOfMerchant(db, actor.merchantId, entryId);
  return db.transaction(async (tx) => {
    await pendingEntry(tx, entryId);
    const review = { staffId: actor.staff.staffId, staffName: actor.staff.username, at: now };
    const rejected = (await markEntryRejected(tx, entryId, review, reason))!;
    await recordAudit(tx, {
      staff: actor.staff,
      merchantId: actor.merchantId,
      action: 'lottery.result.reject',
      target: drawTarget(draw),
      after: { entryId: String(entryId), reason },
    });
    return wireEntry(rejected);
  });
}
