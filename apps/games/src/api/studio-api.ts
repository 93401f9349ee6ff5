import { paths, studioSessionHeader, type studio } from '@croupier/contract';
import { ApiError, createApiClient, type Route } from '@croupier/web-kit/http';

/**
 * The game clients' client of the kit: the studio's API on the same origin, typed by the
 * contract's studio endpoints without loading their schemas. Failures are the kit's
 * `ApiError` (here `StudioApiError`), whose `messageKey` the game translates; an answer
 * without a value is one too.
 */
export { ApiError as StudioApiError };

const client = createApiClient({ nullValueFails: true });

type Endpoints = typeof studio.endpoints;
const route = (method: Route['method'], path: string): Route => ({ method, path });
const session = (sessionToken: string) => ({ [studioSessionHeader]: sessionToken });

export const studioApi = {
  openSession: (launchToken: string) =>
    client.call<Endpoints['openSession']>(route('POST', paths.studioSession), {
      body: { launchToken },
    }),
  resumeSession: (sessionToken: string) =>
    client.call<Endpoints['resumeSession']>(route('GET', paths.studioSession), {
      headers: session(sessionToken),
    }),
  play: (body: studio.PlayBody) =>
    client.call<Endpoints['play']>(route('POST', paths.studioPlay), { body }),
  rotateSeeds: (sessionToken: string, clientSeed?: string) =>
    client.call<Endpoints['rotateSeeds']>(route('POST', paths.studioRotateSeeds), {
      body: { sessionToken, clientSeed },
    }),
  recentRounds: (sessionToken: string) =>
    client.call<Endpoints['recentRounds']>(route('GET', paths.studioRounds), {
      headers: session(sessionToken),
    }),
  roundProof: (sessionToken: string, roundId: string) =>
    client.call<Endpoints['round']>(route('GET', paths.studioRound), {
      params: { roundId },
      headers: session(sessionToken),
    }),
};
