import { createHmac, timingSafeEqual } from 'node:crypto';
import { isStudioGameId, type StudioGameId } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { getSecret } from '../../platform/secrets/secrets';

/**
 * What the studio knows about a game session: the seamless session it plays through and
 * the player and game that session belongs to, as `authenticate` answered them.
 *
 * The seamless wallet identifies a session by its token only; the studio also needs the
 * member before it settles (the member's seed pair is locked first). Rather than reading
 * the games module's tables, the studio hands its client the seamless token together with
 * these facts, signed with a deployment secret. The signature makes the facts trustworthy;
 * whether the session is still alive stays the seamless wallet's call on every use.
 */
export type StudioSessionClaims = {
  seamlessToken: string;
  memberId: bigint;
  merchantId: number;
  gameId: StudioGameId;
  freePlay: boolean;
  currency: string;
  language: string;
};

const secretName = 'studio-session';

/** The seamless wallet's own answer for a session it does not know (contract errors/games). */
export const invalidSession = () => AppError.of('gameSessionInvalid');

async function mac(db: Database, payload: string): Promise<Buffer> {
  return createHmac('sha256', await getSecret(db, secretName))
    .update(payload)
    .digest();
}

export async function issueStudioToken(db: Database, claims: StudioSessionClaims): Promise<string> {
  const payload = Buffer.from(
    JSON.stringify({
      t: claims.seamlessToken,
      m: String(claims.memberId),
      mc: claims.merchantId,
      g: claims.gameId,
      f: claims.freePlay,
      c: claims.currency,
      l: claims.language,
    }),
  ).toString('base64url');
  return `${payload}.${(await mac(db, payload)).toString('base64url')}`;
}

/** The claims of a token this deployment signed; anything else is an invalid session (401). */
export async function readStudioToken(db: Database, token: string): Promise<StudioSessionClaims> {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) throw invalidSession();
  const expected = await mac(db, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidSession();
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  if (!isStudioGameId(claims.g)) throw invalidSession();
  return {
    seamlessToken: String(claims.t),
    memberId: BigInt(String(claims.m)),
    merchantId: Number(claims.mc),
    gameId: claims.g,
    freePlay: claims.f === true,
    currency: String(claims.c),
    language: String(claims.l),
  };
}
