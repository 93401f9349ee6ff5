import type { RouletteBetType } from '@croupier/contract';
import { roulette } from '@croupier/engines';
import { format } from '../../i18n/language';
import { ordinalSuffix, type rouletteTexts } from './texts';

/** A bet on the table as the player builds it, chip by chip. */
export type TableBet = {
  type: RouletteBetType;
  numbers?: readonly number[];
  index?: 1 | 2 | 3;
  stake: bigint;
};

export type Spot = Omit<TableBet, 'stake'>;

/** One key per spot on the table, so chips on the same spot add up. */
export function spotKey(spot: Spot): string {
  if (spot.numbers) return `${spot.type}:${[...spot.numbers].sort((a, b) => a - b).join('-')}`;
  if (spot.index) return `${spot.type}:${spot.index}`;
  return spot.type;
}

export function addChip(bets: readonly TableBet[], spot: Spot, chip: bigint): TableBet[] {
  const key = spotKey(spot);
  const existing = bets.find((bet) => spotKey(bet) === key);
  if (existing) {
    return bets.map((bet) => (bet === existing ? { ...bet, stake: bet.stake + chip } : bet));
  }
  return [...bets, { ...spot, stake: chip }];
}

export function totalStake(bets: readonly TableBet[]): bigint {
  return bets.reduce((sum, bet) => sum + bet.stake, 0n);
}

/** Whether numbers make a legal inside bet of this kind (the engine's own check). */
export function isLegalInside(type: RouletteBetType, numbers: readonly number[]): boolean {
  return roulette.checkBet({ type, numbers, stake: 1n } as roulette.RouletteBet).ok;
}

/** How many numbers each inside bet takes. */
export const insideSizes = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 } as const;
export type InsideType = keyof typeof insideSizes;

export function pocketColour(pocket: number): 'red' | 'black' | 'green' {
  if (pocket === 0) return 'green';
  return roulette.RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

type Texts = (typeof rouletteTexts)['en'];

export function spotName(spot: Spot, texts: Texts): string {
  if (spot.type === 'dozen') {
    return format(texts.dozen, { n: spot.index!, suffix: ordinalSuffix(spot.index!) });
  }
  if (spot.type === 'column') return format(texts.column, { n: spot.index! });
  if (spot.type === 'straight') {
    const n = spot.numbers![0]!;
    return n === 0 ? texts.zero : format(texts.number, { n });
  }
  if (spot.numbers) return `${texts.bets[spot.type]} ${spot.numbers.join('-')}`;
  return texts.bets[spot.type];
}

/** The European wheel's pockets clockwise from zero, for drawing it. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;
