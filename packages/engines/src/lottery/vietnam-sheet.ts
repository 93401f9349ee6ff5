import { uniformInt, type Rng } from '../rng/draw';
import { digitStringFault } from './number-bets';

/**
 * A Vietnamese result sheet (bảng kết quả xổ số). The North draws one sheet a day; the South
 * and the Centre draw one per province (2–4 provinces a day), each on the same 18-number
 * layout, so a bet is always on one sheet. Every digit of every number is drawn on its own
 * (each number from its own set of digit cages), so numbers may repeat within a sheet: the
 * validator accepts repeats and the RTP treats every digit as independent and uniform.
 */

export type VietnamRegion = 'north' | 'central' | 'south';

export const VIETNAM_REGIONS: readonly VietnamRegion[] = ['north', 'central', 'south'];

/** One prize tier: how many numbers it draws and how many digits each has. */
export type Tier = { readonly name: string; readonly count: number; readonly digits: number };

/** A region's tiers, from the special prize down to the last (two-digit) tier. */
export type VietnamLayout = readonly Tier[];

/** Miền Bắc: 27 numbers in 8 tiers. */
const NORTH: VietnamLayout = [
  { name: 'special', count: 1, digits: 5 },
  { name: 'first', count: 1, digits: 5 },
  { name: 'second', count: 2, digits: 5 },
  { name: 'third', count: 6, digits: 5 },
  { name: 'fourth', count: 4, digits: 4 },
  { name: 'fifth', count: 6, digits: 4 },
  { name: 'sixth', count: 3, digits: 3 },
  { name: 'seventh', count: 4, digits: 2 },
];

/** Miền Nam and miền Trung: 18 numbers in 9 tiers, one sheet per province. */
const SOUTHERN: VietnamLayout = [
  { name: 'special', count: 1, digits: 6 },
  { name: 'first', count: 1, digits: 5 },
  { name: 'second', count: 1, digits: 5 },
  { name: 'third', count: 2, digits: 5 },
  { name: 'fourth', count: 7, digits: 5 },
  { name: 'fifth', count: 1, digits: 4 },
  { name: 'sixth', count: 3, digits: 4 },
  { name: 'seventh', count: 1, digits: 3 },
  { name: 'eighth', count: 1, digits: 2 },
];

export const VIETNAM_LAYOUTS: Readonly<Record<VietnamRegion, VietnamLayout>> = {
  north: NORTH,
  central: SOUTHERN,
  south: SOUTHERN,
};

/**
 * A sheet as entered or drawn: `tiers[0]` is the special prize (giải đặc biệt), `tiers[1]`
 * the first prize and so on down to the last tier (the North's 7th, the South's 8th). Numbers
 * are digit strings: leading zeros are part of the number ("07").
 */
export type VietnamSheet = {
  readonly region: VietnamRegion;
  readonly tiers: readonly (readonly string[])[];
};

export type VietnamSheetRefusal =
  'unknown_region' | 'wrong_tier_count' | 'wrong_count' | 'not_digits' | 'wrong_length';

/** On a refusal, `tier` and `position` point at the entry to correct (0-based). */
export type VietnamSheetCheck =
  | { ok: true; sheet: VietnamSheet }
  | { ok: false; reason: VietnamSheetRefusal; tier?: number; position?: number };

/**
 * Checks a sheet as an operator types it in the console or a results provider sends it:
 * the input is untrusted JSON, so every field is looked at. Gives a fresh sheet holding only
 * what was checked.
 */
export function checkVietnamSheet(input: unknown): VietnamSheetCheck {
  const raw = (input ?? {}) as { region?: unknown; tiers?: unknown };
  const region = raw.region;
  if (typeof region !== 'string' || !Object.hasOwn(VIETNAM_LAYOUTS, region)) {
    return { ok: false, reason: 'unknown_region' };
  }
  const layout = VIETNAM_LAYOUTS[region as VietnamRegion];
  const tiers = raw.tiers;
  if (!Array.isArray(tiers) || tiers.length !== layout.length) {
    return { ok: false, reason: 'wrong_tier_count' };
  }
  const checked: string[][] = [];
  for (const [t, tier] of layout.entries()) {
    const numbers: unknown = tiers[t];
    if (!Array.isArray(numbers) || numbers.length !== tier.count) {
      return { ok: false, reason: 'wrong_count', tier: t };
    }
    for (const [position, number] of numbers.entries()) {
      const fault = digitStringFault(number, tier.digits);
      if (fault) return { ok: false, reason: fault, tier: t, position };
    }
    checked.push([...(numbers as string[])]);
  }
  return { ok: true, sheet: { region: region as VietnamRegion, tiers: checked } };
}

/**
 * A sheet drawn from an `Rng`, every number uniform over its digits. For tests, demos and
 * simulations only: real sheets come from the official draw through a results provider.
 */
export function drawVietnamSheet(rng: Rng, region: VietnamRegion): VietnamSheet {
  const tiers = VIETNAM_LAYOUTS[region].map((tier) =>
    Array.from({ length: tier.count }, () =>
      String(uniformInt(rng, 10 ** tier.digits)).padStart(tier.digits, '0'),
    ),
  );
  return { region, tiers };
}

/** The special prize (giải đặc biệt). */
export function specialOf(sheet: VietnamSheet): string {
  return sheet.tiers[0]![0]!;
}

/**
 * The lô results of `digits` digits: the last `digits` digits of every number that has at
 * least that many, in sheet order (27 two-digit results in the North, 18 in the South).
 */
export function loResults(sheet: VietnamSheet, digits: number): readonly string[] {
  // A draw settles every ticket against one sheet: its results are worked out once a sheet.
  let bySheet = loResultsCache.get(sheet);
  if (!bySheet) loResultsCache.set(sheet, (bySheet = new Map()));
  let results = bySheet.get(digits);
  if (!results) {
    results = sheet.tiers.flat().flatMap((n) => (n.length >= digits ? [n.slice(-digits)] : []));
    bySheet.set(digits, results);
  }
  return results;
}

const loResultsCache = new WeakMap<VietnamSheet, Map<number, readonly string[]>>();

/** How many lô results of `digits` digits a sheet of the layout has. */
export function loResultCount(layout: VietnamLayout, digits: number): number {
  return layout.reduce((sum, tier) => sum + (tier.digits >= digits ? tier.count : 0), 0);
}

/** The two-digit tier at the foot of the sheet: the North's 7th (4 numbers), the South's 8th. */
export function headPrizes(sheet: VietnamSheet): readonly string[] {
  return sheet.tiers[sheet.tiers.length - 1]!;
}
