// A scheduled lottery draw given its result as an approved entry or two agreeing providers
// give it (results/accept.ts), for bench/lottery, which measures the settlement that follows.
import type { vietnam } from '@croupier/engines';
import type { Database } from '../platform/db/database';
import * as draws from '../modules/lottery/draws/service';
import { acceptResult } from '../modules/lottery/results/accept';

export function acceptLotteryResult(
  db: Database,
  drawId: bigint,
  sheet: vietnam.VietnamSheet,
  now = new Date(),
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await draws.lockDrawForSheet(tx, drawId);
    return acceptResult(tx, drawId, sheet, now);
  });
}
