import { z } from 'zod';
import { envelope } from './envelope';
import { gameCategories } from './system-values';
import { parseAmount } from './wallet-values';

// The console's points settings (`/bo/rewards/point-rates`): the brand's points programme —
// points per 1.00 of valid turnover of each game category, and what 100 points buy. Rates
// and amounts are numbers of at most 2 decimals (a rate of 0.70, a price of 1.00).

/** A number or numeric string of at most 2 decimals as whole hundredths, zero allowed. */
const hundredths = (maxHundredths: bigint) =>
  z.union([z.number(), z.string()]).transform((value, context) => {
    const parsed = parseAmount(value);
    if (parsed === null || parsed > maxHundredths) {
      context.addIssue({ code: 'custom', message: 'amount_format' });
      return z.NEVER;
    }
    return parsed;
  });

/** The brand's programme and the rate of every category (defaults filled in). */
export const consolePointSettings = z.object({
  /** Null: the brand runs no points programme yet (nothing is earned or converted). */
  programme: z
    .object({
      /** Cash (major units) that 100 points buy; 0 closes conversion. */
      cashPerHundredPoints: z.number(),
      /** The fewest whole points one conversion takes. */
      minConvertPoints: z.number(),
    })
    .nullable(),
  rates: z.array(z.object({ category: z.enum(gameCategories), rate: z.number() })),
});
export type ConsolePointSettings = z.infer<typeof consolePointSettings>;

/** Starts or changes the programme; rates of the categories named (the others keep theirs). */
export const pointSettingsBody = z
  .object({
    cashPerHundredPoints: hundredths(100_000_000n),
    minConvertPoints: z.number().int().min(1).max(100_000_000),
    rates: z
      .array(z.object({ category: z.enum(gameCategories), rate: hundredths(100_000n) }).strict())
      .max(gameCategories.length)
      .refine(
        (rates) => new Set(rates.map((rate) => rate.category)).size === rates.length,
        'category_repeated',
      ),
  })
  .strict();
export type PointSettingsBody = z.input<typeof pointSettingsBody>;
export type ParsedPointSettingsBody = z.output<typeof pointSettingsBody>;

export const pointEndpoints = {
  pointSettings: {
    method: 'GET',
    path: '/bo/rewards/point-rates',
    summary: 'The brand’s points programme: points per game category and what 100 points buy',
    response: envelope(consolePointSettings),
  },
  updatePointSettings: {
    method: 'PUT',
    path: '/bo/rewards/point-rates',
    summary: 'Start or change the brand’s points programme (rates, conversion price, minimum)',
    description:
      'A rate applies to every earning window closed after the change; points already earned ' +
      'stay. A price of 0 closes conversion.',
    body: pointSettingsBody,
    response: envelope(consolePointSettings),
  },
} as const;
