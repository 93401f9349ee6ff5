import {
  isStudioGameId,
  studioGameNames,
  studioVendorCode,
  toMajor,
  type studio as contract,
} from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as games from '../games/service';
import { activeSeeds, publicSeeds } from './seeds';
import { issueStudioToken, readStudioToken, type StudioSessionClaims } from './session-token';

/** The brand the game is played on, for the currency symbol its screens show. */
export type Brand = { id: number; currencySymbol: string };

function sessionAnswer(
  token: string,
  claims: StudioSessionClaims,
  balance: bigint,
  seeds: contract.StudioSession['seeds'],
  brand: Brand,
): contract.StudioSession {
  const names = studioGameNames[claims.gameId];
  return {
    sessionToken: token,
    game: {
      gameId: claims.gameId,
      name: claims.language.toUpperCase().startsWith('VI') ? names.vi : names.en,
    },
    balance: toMajor(balance),
    currency: claims.currency,
    // The iframe shares the site's origin, so the brand resolved for the request is the
    // session's; should they ever differ, the currency code is the honest label.
    currencySymbol: brand.id === claims.merchantId ? brand.currencySymbol : claims.currency,
    freePlay: claims.freePlay,
    seeds,
  };
}

/**
 * Opens a game from its one-time launch token: the seamless wallet spends the token and
 * answers the session; the member's seed pair is made on first play of any studio game.
 */
export async function openStudioSession(
  db: Database,
  launchToken: string,
  brand: Brand,
): Promise<contract.StudioSession> {
  const session = await games.authenticate(db, studioVendorCode, launchToken);
  if (!isStudioGameId(session.vendorGameId)) {
    throw AppError.of('studioGameUnknown');
  }
  const claims: StudioSessionClaims = {
    seamlessToken: session.sessionToken,
    memberId: session.memberId,
    merchantId: session.merchantId,
    gameId: session.vendorGameId,
    freePlay: session.freePlay,
    currency: session.currency,
    language: session.language,
  };
  const token = await issueStudioToken(db, claims);
  const seeds = await activeSeeds(db, session.memberId);
  return sessionAnswer(token, claims, session.balance, publicSeeds(seeds), brand);
}

/**
 * The claims of a studio session that is still alive: the seamless wallet says whether it
 * is (401 `game_session_expired` after two hours without a bet) and what it holds.
 */
export async function liveSession(db: Database, token: string) {
  const claims = await readStudioToken(db, token);
  const { balance } = await games.sessionBalance(db, studioVendorCode, claims.seamlessToken);
  return { claims, balance };
}

/** The same answer as opening, for a game reloaded in its iframe. */
export async function resumeStudioSession(
  db: Database,
  token: string,
  brand: Brand,
): Promise<contract.StudioSession> {
  const { claims, balance } = await liveSession(db, token);
  const seeds = await activeSeeds(db, claims.memberId);
  return sessionAnswer(token, claims, balance, publicSeeds(seeds), brand);
}
