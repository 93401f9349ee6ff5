// The studio's game client playing: one round per request, settled through the seamless
// wallet in the server; one studio session (so one player and seed pair) per connection.
import { paths } from '@croupier/contract';
import { jsonPost, own, playerHeaders, type CallLoad } from './call';

export type StudioFixture = {
  /** Tokens from `/studio/api/session`, as the game client keeps them. */
  sessionTokens: string[];
  /** Major units, as the client sends it. */
  stake: number;
};

export const studioRounds: CallLoad<StudioFixture> = {
  envelope: true,
  start({ sessionTokens, stake }) {
    return (connection) => [
      jsonPost(
        paths.studioPlay,
        { sessionToken: own(sessionTokens, connection), stake },
        playerHeaders(),
      ),
    ];
  },
};
