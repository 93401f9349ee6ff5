// A game vendor's wallet calls: the bet and the win of one round, each signed with the
// vendor's secret, one live game session (so one player) per connection.
import { randomUUID } from 'node:crypto';
import { paths, seamless } from '@croupier/contract';
import { signPayload } from '@croupier/server/wallet';
import { eachTime, jsonPost, own, type CallLoad } from './call';

export type SeamlessFixture = {
  vendor: { code: string; secret: string };
  /** Session tokens the vendor received from `/seamless/authenticate`. */
  sessionTokens: string[];
  /** Minor units. */
  bet: number;
  win: number;
};

export const seamlessRounds: CallLoad<SeamlessFixture> = {
  envelope: true,
  start({ vendor, sessionTokens, bet, win }) {
    const runId = randomUUID().slice(0, 8);
    const signed = (path: string, body: unknown) => {
      const payload = JSON.stringify(body);
      return jsonPost(path, payload, {
        [seamless.vendorHeader]: vendor.code,
        [seamless.signatureHeader]: signPayload(vendor.secret, payload),
      });
    };
    return (connection) => {
      const sessionToken = own(sessionTokens, connection);
      let round = 0;
      const roundId = () => `${runId}-${connection}-${round}`;
      return [
        eachTime(() => {
          round += 1;
          const id = roundId();
          return signed(paths.seamlessDebit, {
            sessionToken,
            transactionId: `${id}:bet`,
            roundId: id,
            amount: bet,
          });
        }),
        eachTime(() =>
          signed(paths.seamlessCredit, {
            sessionToken,
            transactionId: `${roundId()}:win`,
            roundId: roundId(),
            amount: win,
          }),
        ),
      ];
    };
  },
};
