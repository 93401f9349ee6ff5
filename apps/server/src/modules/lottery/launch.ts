import { seaFamilies, vietnamRegionOf, type lottery as contract } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import * as catalogue from '../games/service';
import * as games from './games/service';

/** The games each area (lottery account type) opens: its kind, or its families. */
const inArea: Record<contract.LottoArea, (game: games.LotteryGameRow) => boolean> = {
  LOTT: (game) => game.kind === 'LOTT',
  ELOTT: (game) => game.kind === 'ELOTT',
  TCG_LOTTO_VN: (game) => vietnamRegionOf(game.family) !== undefined,
  TCG_SEA: (game) => (seaFamilies as readonly string[]).includes(game.family),
};

/**
 * The page of each area and view (spec §2 "Game start routing"): LOTT and ELOTT share the
 * lottery flow's betting view on /lottery; the e-lottery has a lobby of its own.
 */
const pages: Record<contract.LottoArea, Record<contract.LottoView, string>> = {
  LOTT: { betting: '/lottery', lobby: '/lottery' },
  ELOTT: { betting: '/lottery', lobby: '/elott' },
  TCG_LOTTO_VN: { betting: '/vnlottery', lobby: '/vnlottery' },
  TCG_SEA: { betting: '/seaLottery', lobby: '/seaLottery' },
};

/**
 * Where a lottery opens on this site (the launch payload of spec §7): a game's betting view
 * on its default bet type when a game code is given, otherwise the area's lobby. The game
 * must be enabled (404 `lottery_game_not_found`) and of the area (400
 * `lottery_game_wrong_area`): a link never opens a page that cannot show its game.
 */
export async function lotteryLaunch(
  db: Database,
  merchantId: number,
  query: contract.LotteryLaunchQuery,
): Promise<contract.LotteryLaunch> {
  const view: contract.LottoView = query.lottoView ?? (query.lottoGameCode ? 'betting' : 'lobby');
  const game = query.lottoGameCode
    ? await games.enabledGameOrNotFound(db, merchantId, query.lottoGameCode)
    : null;
  if (game && !inArea[query.lottoArea](game)) {
    throw AppError.of('lotteryGameWrongArea', { gameCode: game.code, lottoArea: query.lottoArea });
  }
  const shown = view === 'betting' ? game : null;
  const playType = shown ? await defaultPlayTypeOf(db, shown) : null;

  const search = new URLSearchParams();
  if (shown) search.set('gameCode', shown.code);
  if (playType) search.set('playType', playType);
  if (query.backUrl) search.set('backUrl', query.backUrl);
  const page = pages[query.lottoArea][view];
  return {
    url: search.size > 0 ? `${page}?${search}` : page,
    view,
    gameCode: shown?.code ?? null,
    playType,
  };
}

/** The bet type a game opens on: the catalogue's default play type of the game, if set. */
async function defaultPlayTypeOf(db: Database, game: games.LotteryGameRow) {
  const entries = await catalogue.catalogueGamesById(db, [game.catalogueGameId]);
  return entries.get(game.catalogueGameId)?.defaultPlayType ?? null;
}
