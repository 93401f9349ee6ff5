import type { GameCategory, lottery } from '@croupier/contract';

/** Categories that start in the lottery pages instead of a launched game (spec §2). */
export const lotteryCategories: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/** Lottery account types with a page of their own (/seaLottery, /vnlottery). */
const ownPageAreas: readonly string[] = ['TCG_SEA', 'TCG_LOTTO_VN'] satisfies lottery.LottoArea[];

/** The site configuration's prize mode of each area (spec §1: Lott, ZY, Elott, SEA). */
const prizeModes: Record<lottery.LottoArea, lottery.LotteryLaunchQuery['lottoPrizeMode']> = {
  LOTT: 'Lott',
  ELOTT: 'Elott',
  TCG_SEA: 'SEA',
  TCG_LOTTO_VN: 'Lott',
};

/**
 * The lottery launch payload of a start (spec §7, "Lottery launch payload"); the server's
 * answer says where it opens (spec §2 "Game start routing"). The vendor's code is the
 * account type when the catalogue keeps a lottery wallet of its own under it (TCG_SEA,
 * TCG_LOTTO_VN); otherwise the category is (LOTT, ELOTT). A game with a code opens its
 * betting view, anything else the area's lobby.
 */
export function lotteryLaunchQuery(
  vendor: string,
  category: GameCategory,
  language: string,
  game?: { gameCode: string | null },
): lottery.LotteryLaunchQuery {
  const lottoArea = (ownPageAreas.includes(vendor) ? vendor : category) as lottery.LottoArea;
  return {
    lottoArea,
    launchMode: 'GLS',
    lottoPrizeMode: prizeModes[lottoArea],
    ...(game?.gameCode ? { lottoGameCode: game.gameCode } : {}),
    lottoView: game?.gameCode ? 'betting' : 'lobby',
    device: 'WEB',
    language,
  };
}
