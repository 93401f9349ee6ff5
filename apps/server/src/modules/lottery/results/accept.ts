import { canonicalJson } from '../../../platform/audit/chain';
import type { Database } from '../../../platform/db/database';
import * as draws from '../draws/service';
import type { SheetResult } from '../games/service';
import { supersedeApproved } from './queries';

/**
 * The one step that draws a scheduled draw, whichever provider gave the sheet: the draw
 * (locked by the caller with `lockDrawForSheet`) takes it as its result, its first or a
 * correction, and the draw's approved entry, if any, gives way to the caller's. The
 * scheduler then settles the draw's tickets at it (settles them again after a correction).
 * The draw's new result revision; undefined when it takes no result.
 */
export async function acceptResult(
  tx: Database,
  drawId: bigint,
  sheet: SheetResult,
  now: Date,
): Promise<number | undefined> {
  const revision = await draws.drawWithSheet(tx, drawId, sheet, now);
  if (revision !== undefined) await supersedeApproved(tx, drawId);
  return revision;
}

/**
 * Two sheets are the same result when they hold the same numbers in the same places: their
 * JSON compared with keys in one order (jsonb keeps keys in an order of its own).
 */
export const sameSheet = (a: unknown, b: unknown) => canonicalJson(a) === canonicalJson(b);

/** Whether a sheet is the draw's result already. */
export const isCurrentResult = (
  draw: { result: unknown; resultRevision: number },
  sheet: SheetResult,
) => draw.resultRevision > 0 && sameSheet(draw.result, sheet);
