import { paths, studioSessionHeader, type Envelope, type studio } from '@croupier/contract';

/**
 * The game clients' only HTTP client: the studio's API on the same origin. Failures become
 * a `StudioApiError` whose `messageKey` (the envelope's message) the game translates.
 */
export class StudioApiError extends Error {
  constructor(
    readonly messageKey: string,
    readonly status: number,
    readonly errorCode?: string,
  ) {
    super(messageKey);
    this.name = 'StudioApiError';
  }
}

type Call = { method: 'GET' | 'POST'; path: string; sessionToken?: string; body?: unknown };

async function call<T>({ method, path, sessionToken, body }: Call): Promise<T> {
  const headers: Record<string, string> = {};
  if (sessionToken) headers[studioSessionHeader] = sessionToken;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new StudioApiError('in_network_again', 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new StudioApiError(response.ok ? 'system_error' : 'in_network_again', response.status);
  }
  if (!response.ok || !envelope.success || envelope.value === null) {
    throw new StudioApiError(
      envelope.message ?? 'system_error',
      response.status,
      envelope.errorCode,
    );
  }
  return envelope.value;
}

export const studioApi = {
  openSession: (launchToken: string) =>
    call<studio.StudioSession>({
      method: 'POST',
      path: paths.studioSession,
      body: { launchToken },
    }),
  resumeSession: (sessionToken: string) =>
    call<studio.StudioSession>({ method: 'GET', path: paths.studioSession, sessionToken }),
  play: (body: studio.PlayBody) =>
    call<studio.PlayResult>({ method: 'POST', path: paths.studioPlay, body }),
  rotateSeeds: (sessionToken: string, clientSeed?: string) =>
    call<studio.SeedRotation>({
      method: 'POST',
      path: paths.studioRotateSeeds,
      body: { sessionToken, clientSeed },
    }),
  recentRounds: (sessionToken: string) =>
    call<{ list: studio.RoundSummary[] }>({
      method: 'GET',
      path: paths.studioRounds,
      sessionToken,
    }),
  roundProof: (sessionToken: string, roundId: string) =>
    call<studio.RoundProof>({
      method: 'GET',
      path: paths.studioRound.replace(':roundId', encodeURIComponent(roundId)),
      sessionToken,
    }),
};
