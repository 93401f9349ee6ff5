import { lottoVendorCode } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import * as catalogue from '../../games/service';
import { drawRoundId } from './money';
import { drawRoundSums, type RoundScope } from './queries';

/**
 * Brings members' betting-record rounds of a draw to what their tickets say (money.ts: a
 * member's tickets on a draw are one round): the stake still at play, the payouts, and
 * 'open' while a ticket is, else 'settled', or 'refunded' when none stayed at play. Run
 * when tickets change outside placement, which adds its stakes itself: a cancel (that
 * member), a lane done with a draw (its members: ONE statement for the lane instead of a
 * round written per ticket settled), a correction (the members whose payout changed).
 * Absolute and idempotent, so a rerun writes nothing.
 */
export async function syncDrawRounds(
  tx: Database,
  drawId: bigint,
  scope: RoundScope,
  now: Date,
): Promise<void> {
  const sums = await drawRoundSums(tx, drawId, scope);
  await catalogue.setRounds(
    tx,
    lottoVendorCode,
    sums.map((round) => ({
      roundId: drawRoundId(drawId, round.memberId),
      memberId: round.memberId,
      stake: round.stake,
      win: round.win,
      status: round.open > 0 ? 'open' : round.stake > 0n || round.win > 0n ? 'settled' : 'refunded',
    })),
    now,
  );
}
