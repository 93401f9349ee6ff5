// A player placing a lottery ticket as the site's bet slip sends it: one line, a lô 2 số on
// a number of the player's choosing, on the open draw of a scheduled game; a new request id
// each time (a resend of the same id would answer the first ticket without placing one).
import { randomInt, randomUUID } from 'node:crypto';
import { paths } from '@croupier/contract';
import { eachTime, jsonPost, own, playerHeaders, type CallLoad } from './call';

export type LotteryFixture = {
  tokens: string[];
  gameCode: string;
  /** The draw taking tickets for the whole run (a daily draw, open for hours). */
  numero: string;
  betType: string;
  /** Major units, as the slip sends it. */
  unitStake: number;
};

export const lotteryTickets: CallLoad<LotteryFixture> = {
  envelope: true,
  start({ tokens, gameCode, numero, betType, unitStake }) {
    return (connection) => [
      eachTime(() =>
        jsonPost(
          paths.lotteryTickets,
          {
            gameCode,
            numero,
            requestId: randomUUID(),
            lines: [
              {
                betType,
                selection: { numbers: [String(randomInt(100)).padStart(2, '0')] },
                unitStake,
              },
            ],
          },
          playerHeaders(own(tokens, connection)),
        ),
      ),
    ];
  },
};
