// The statistics Vietnamese players read before a lô or đề bet, over the last N result sheets
// (newest first, as the results call answers): how often each two-digit ending came (lô
// frequency), how many draws each has been missing (lô gan) and the đề of each draw.

/** A sheet's prize tiers, the special prize first (`tiers[0]`), as the contract gives them. */
export type SheetTiers = readonly (readonly string[])[];

/** The hundred lô numbers, "00" to "99". */
export const loNumbers = Array.from({ length: 100 }, (_, index) => String(index).padStart(2, '0'));

/** A drawn number's lô: its last two digits ("12345" → "45"). */
export const loOf = (number: string) => number.slice(-2).padStart(2, '0');

/** The đề of a sheet: the special prize's last two digits; undefined when it has none. */
export function deOf(tiers: SheetTiers): string | undefined {
  const special = tiers[0]?.[0];
  return special === undefined ? undefined : loOf(special);
}

export type LoTrend = {
  lo: string;
  /** How many numbers of the sheets end in it, a number drawn twice counting twice. */
  drawn: number;
  /** Draws since it last came (the newest draw counts 0); all of them when it never did. */
  missing: number;
};

/** Each lô's count and missing draws over `sheets`, newest first, "00" to "99". */
export function loTrends(sheets: readonly SheetTiers[]): LoTrend[] {
  const counts = new Map<string, number>();
  const lastSeen = new Map<string, number>();
  sheets.forEach((tiers, draw) => {
    for (const lo of tiers.flat().map(loOf)) {
      counts.set(lo, (counts.get(lo) ?? 0) + 1);
      if (!lastSeen.has(lo)) lastSeen.set(lo, draw);
    }
  });
  return loNumbers.map((lo) => ({
    lo,
    drawn: counts.get(lo) ?? 0,
    missing: lastSeen.get(lo) ?? sheets.length,
  }));
}

/** The lô gan: the `count` longest missing, longest first, the lower number first on a tie. */
export function longestMissing(trends: readonly LoTrend[], count = 10): LoTrend[] {
  return [...trends]
    .sort((a, b) => b.missing - a.missing || a.lo.localeCompare(b.lo))
    .slice(0, count);
}
