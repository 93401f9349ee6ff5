// The player's money calls: transfers out to a vendor wallet and back, and deposits, each an
// order then the gateway's signed callback that credits it. One player per connection.
import { randomUUID } from 'node:crypto';
import { paths, type DepositOrderCreated } from '@croupier/contract';
import { signPayload } from '@croupier/server/wallet';
import { eachTime, jsonPost, own, playerHeaders, type CallLoad } from './call';

export type TransferFixture = {
  tokens: string[];
  /** A transfer wallet of the merchant, e.g. DEMOLIVE. */
  vendorWallet: string;
  amount: number;
};

export const transfers: CallLoad<TransferFixture> = {
  envelope: true,
  start({ tokens, vendorWallet, amount }) {
    return (connection) => {
      const headers = playerHeaders(own(tokens, connection));
      // Out and back, so every transfer finds the money it moves.
      const transfer = (from: string, to: string) =>
        eachTime(() =>
          jsonPost(paths.walletTransfer, { from, to, amount, requestId: randomUUID() }, headers),
        );
      return [transfer('MAIN', vendorWallet), transfer(vendorWallet, 'MAIN')];
    };
  },
};

export type DepositFixture = {
  tokens: string[];
  methodCode: string;
  gatewaySecret: string;
  /** Major units. */
  amount: number;
};

export const deposits: CallLoad<DepositFixture> = {
  envelope: true,
  start({ tokens, methodCode, gatewaySecret, amount }) {
    const callbackPath = paths.depositCallback.replace(':methodCode', methodCode);
    return (connection) => {
      // A refused order leaves nothing to pay: its callback is then refused too, and counted.
      let orderNo = 'none';
      return [
        {
          ...jsonPost(
            paths.deposit,
            { methodCode, amount },
            playerHeaders(own(tokens, connection)),
          ),
          onResponse: (status, body) => {
            orderNo =
              status === 200
                ? (JSON.parse(body) as { value: DepositOrderCreated }).value.orderNo
                : 'none';
          },
        },
        eachTime(() => {
          const payload = JSON.stringify({
            orderNo,
            status: 'success',
            amount,
            gatewayReference: randomUUID(),
          });
          return jsonPost(callbackPath, payload, {
            ...playerHeaders(),
            'x-signature': signPayload(gatewaySecret, payload),
          });
        }),
      ];
    };
  },
};
