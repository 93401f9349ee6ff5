import {
  isFastDrawFamily,
  vietnamRegionOf,
  type FastDrawFamily,
  type LotteryFamily,
} from '@croupier/contract';
import {
  fourD,
  thai,
  vietnam,
  type LotteryBetType,
  type LotterySelection,
  type SelectionCheck,
} from '@croupier/engines';
import { linesOf } from './engine';

// The provider-drawn lotteries' bet types as the server checks them (Vietnamese sheets per
// region, 4D, Thai): the betting view asks the same engines what a selection costs, as it
// does the fast draws' through engine.ts.

/** A family whose draws get a result sheet from a provider. */
export type SheetFamily = Exclude<LotteryFamily, FastDrawFamily>;

export const isSheetFamily = (family: LotteryFamily): family is SheetFamily =>
  !isFastDrawFamily(family);

type SheetBetType = LotteryBetType<never>;

const byCode = (list: readonly SheetBetType[]) =>
  new Map(list.map((betType) => [betType.code, betType]));

const betTypes: Readonly<Record<SheetFamily, ReadonlyMap<string, SheetBetType>>> = {
  'vn-north': byCode(vietnam.VIETNAM_BET_TYPES.north),
  'vn-central': byCode(vietnam.VIETNAM_BET_TYPES.central),
  'vn-south': byCode(vietnam.VIETNAM_BET_TYPES.south),
  '4d': byCode(fourD.FOUR_D_BET_TYPES),
  thai: byCode(thai.THAI_BET_TYPES),
};

/** A sheet family's bet types, in the engine's order. */
export function sheetBetTypesOf(family: SheetFamily): ReadonlyMap<string, SheetBetType> {
  return betTypes[family];
}

/** How many lines a selection makes in any family, or the engine's reason to refuse it. */
export function gameLinesOf(
  family: LotteryFamily,
  code: string,
  selection: LotterySelection,
): SelectionCheck {
  if (isFastDrawFamily(family)) return linesOf(family, code, selection);
  const betType = betTypes[family].get(code);
  return betType ? betType.check(selection) : { ok: false, reason: 'unknown_bet_type' };
}

/** Where a Vietnamese family's bet names and rules are kept: one set for the three regions. */
export const labelFamilyOf = (family: LotteryFamily): string =>
  vietnamRegionOf(family) ? 'vn' : family;
