import type { FastifyBaseLogger } from 'fastify';
import {
  categoryRoutes,
  freePlayAccountType,
  trialAccountType,
  type games,
} from '@croupier/contract';
import { newToken, sha256Hex } from '../../../platform/crypto/tokens';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { Principal } from '../../../platform/http/auth';
import type { MerchantRow } from '../../system/schema';
import {
  launchableSuggestions,
  offeredGameOrNotFound,
  vendorAdapterNamed,
  type LaunchUrls,
} from '../catalogue/service';
import { noteRecentGame } from '../lobby/service';
import { gameSessionLifetimeMs, openGameSession } from '../seamless/service';

/** The vendor must exchange the launch token within this time (`/seamless/authenticate`). */
export const launchTokenTtlMs = 5 * 60_000;
/** Play money of a free-play session: 10,000.00. */
export const freePlayBalance = 1_000_000n;

export type LaunchInput = {
  merchant: MerchantRow;
  principal: Principal;
  nodeId: number;
  accountType: number;
  /** The request's language (the query's `language`, else the header). */
  language: string;
  /** The site's own origin, e.g. `https://demo.example`: where a game's lobby button returns. */
  siteOrigin: string;
  log: Pick<FastifyBaseLogger, 'error'>;
};

const languagePattern = /^[a-zA-Z]{2}([-_][a-zA-Z]{2,4})?$/;

/** The language a game opens in: the query's, when it is one, else the request's. */
export function launchLanguage(asked: string | undefined, requestLanguage: string): string {
  const language = asked?.trim();
  return language && languagePattern.test(language) ? language.toUpperCase() : requestLanguage;
}

async function gameMaintenance(db: Database, input: LaunchInput, gameId: number) {
  const popular = await launchableSuggestions(db, input.merchant.id, input.language, gameId);
  return AppError.of('gameMaintenance', { popular } satisfies games.GameMaintenance);
}

/**
 * `launchGame` (spec §4 "Game start"): checks the merchant, the game and the player's right
 * to play it, opens a game session with a one-time launch token, notes the recent game and
 * answers the URL the vendor's adapter gives. The caller has already checked the login.
 */
export async function launchGame(
  db: Database,
  input: LaunchInput,
): Promise<games.LaunchGameResult> {
  const { merchant, principal } = input;
  if (merchant.maintenanceEnabled) throw AppError.of('maintenance');
  const game = await offeredGameOrNotFound(db, merchant.id, input.nodeId);

  const freePlay = input.accountType === freePlayAccountType;
  const trial = principal.accountType === trialAccountType;
  // A trial account plays only for fun, and only games that offer it (spec §6).
  if (trial && (!freePlay || !game.supportPlay)) throw AppError.of('trialAccountOnly');
  if (freePlay && !game.supportPlay) throw AppError.of('freePlayUnsupported');
  // Demo vendors' catalogue is only for the look of the lobby: there is no game behind it.
  if (game.vendorDemoOnly) throw AppError.of('gameDemoOnly');
  if (game.maintenance || game.vendorMaintenance)
    throw await gameMaintenance(db, input, game.gameId);

  const adapter = vendorAdapterNamed(game.adapter);
  const launchToken = newToken();
  let urls: LaunchUrls;
  try {
    if (!adapter) throw new Error(`no vendor adapter named "${game.adapter}"`);
    urls = adapter.launchUrls({
      vendor: { code: game.vendorCode, launchUrl: game.launchUrl, adapter: game.adapter },
      vendorGameId: game.vendorGameId,
      launchToken,
      language: input.language,
      freePlay,
      lobbyUrl: `${input.siteOrigin}${categoryRoutes[game.category]}`,
    });
  } catch (error) {
    // The vendor's row is misconfigured: players see the game as under maintenance.
    input.log.error(
      { err: error, vendor: game.vendorCode, adapter: game.adapter },
      'game vendor cannot launch: configuration error',
    );
    throw await gameMaintenance(db, input, game.gameId);
  }

  const now = Date.now();
  await db.transaction(async (tx) => {
    await openGameSession(tx, {
      merchantId: merchant.id,
      memberId: principal.memberId,
      vendorId: game.vendorId,
      gameId: game.gameId,
      launchTokenHash: sha256Hex(launchToken),
      freePlay,
      playBalance: freePlay ? freePlayBalance : 0n,
      language: input.language,
      launchExpiresAt: new Date(now + launchTokenTtlMs),
      // The seamless wallet slides it by the same lifetime with every bet.
      expiresAt: new Date(now + gameSessionLifetimeMs),
    });
    await noteRecentGame(tx, principal.memberId, game.gameId);
  });

  return {
    content: {
      game_url: urls.gameUrl,
      ...(urls.fallbackUrl ? { game_url2: urls.fallbackUrl } : {}),
    },
  };
}
