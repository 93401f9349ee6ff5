// Reads: the signed-in player's balance and details, the status call every visit starts
// with, the lobby's game list, and the bare hello-world they are measured against.
import { paths } from '@croupier/contract';
import { eachTime, own, playerHeaders, type CallLoad } from './call';

/** A GET of `path` by each connection's player. */
function signedInRead(path: string): CallLoad<{ tokens: string[] }> {
  return {
    envelope: true,
    start:
      ({ tokens }) =>
      (connection) => [{ method: 'GET', path, headers: playerHeaders(own(tokens, connection)) }],
  };
}

export const balance = signedInRead(paths.balance);
export const memberInfo = signedInRead(paths.memberInfo);

export const systemStatus: CallLoad<Record<string, never>> = {
  envelope: true,
  start: () => () => [{ method: 'GET', path: paths.systemStatus, headers: playerHeaders() }],
};

export type GameListFixture = { pages: { query: string; language: string }[] };

/**
 * Guests' game-list pages, taken in turn by all connections together: a list longer than
 * the lobby's cache holds is never answered from memory, a short one always is.
 */
export const gameList: CallLoad<GameListFixture> = {
  envelope: true,
  start({ pages }) {
    let next = 0;
    return () => [
      eachTime(() => {
        const page = own(pages, next++);
        return {
          method: 'GET',
          path: `${paths.gameList}?${page.query}`,
          headers: { ...playerHeaders(), language: page.language },
        };
      }),
    ];
  },
};

export const helloWorld: CallLoad<Record<string, never>> = {
  envelope: false,
  start: () => () => [{ method: 'GET', path: '/hello' }],
};

export const oneQuery: CallLoad<Record<string, never>> = {
  envelope: true,
  start: () => () => [{ method: 'GET', path: '/one-query' }],
};
