import type { GameCategory } from '@croupier/contract';

/** Categories that start in the lottery pages instead of a launched game (spec §2). */
export const lotteryCategories: readonly GameCategory[] = ['LOTT', 'ELOTT'];

/** Lottery account types with a page of their own; the others use /lottery. */
const lotteryPages: Record<string, string> = {
  TCG_SEA: '/seaLottery',
  TCG_LOTTO_VN: '/vnlottery',
};

/**
 * Where a lottery start goes (spec §2 "Game start routing"): the account type's page, with
 * the game's code and default play type when it has them (the betting view), otherwise the
 * lobby. The vendor's code is the account type: the catalogue keeps one per lottery wallet.
 */
export function lotteryPath(
  accountType: string,
  game?: { gameCode: string | null; defaultPlayType: string | null },
): string {
  const page = lotteryPages[accountType] ?? '/lottery';
  if (!game?.gameCode) return page;
  const query = new URLSearchParams({ gameCode: game.gameCode });
  if (game.defaultPlayType) query.set('playType', game.defaultPlayType);
  return `${page}?${query}`;
}
