import { z } from 'zod';
import type { StaffRole } from './console-access';
import { envelope } from './envelope';
import { gameCode, numero, resultSheet, type ResultSheet, type vietnamSheet } from './lottery';
import { drawStatuses, lotteryFamilies } from './lottery-values';
import { pageQuery } from './page-query';
import { pageOf } from './pages';
import { plainText } from './text-fields';

// The console's lottery results (`/bo/lottery/results`, `/bo/lottery/games/:gameCode/draws/
// :numero/results`): the scheduled draws (Vietnamese, 4D, Thai) waiting for a result or drawn,
// the result sheets entered for them and their review, corrections and what they moved, and
// the two sources of the HTTP results provider.
//
// A result is entered by one staff member and approved by another; only an approved result
// draws the draw. An entry for a draw that has a result is a correction: once approved, the
// draw's settled tickets are settled again and only the difference moves. The HTTP provider
// draws a draw when its two sources give the same sheet, and never otherwise.
//
// Sums of money are integer minor units written as strings, like the reports.

type VietnamSheet = z.infer<typeof vietnamSheet>;

/** Who enters, approves and rejects results: a result pays or takes money from every ticket. */
export const resultRoles: readonly StaffRole[] = ['owner', 'admin'];
/** Who sets the HTTP provider's sources: they draw draws without anyone's approval. */
export const resultSourceRoles: readonly StaffRole[] = ['owner'];

/** The families whose draws take a result sheet from a results provider. */
export const sheetFamilies = ['vn-north', 'vn-central', 'vn-south', '4d', 'thai'] as const;
export type SheetFamily = (typeof sheetFamilies)[number];

export function isSheetFamily(family: string): family is SheetFamily {
  return (sheetFamilies as readonly string[]).includes(family);
}

/**
 * One part of a result sheet as the entry form lays it out: a Vietnamese prize tier, or a
 * field of a 4D or Thai sheet (`list`: the sheet holds an array, else one number). The
 * engines check sheets; a server test holds these layouts to them.
 */
export type SheetPart = { name: string; count: number; digits: number; list: boolean };
export type SheetLayout = { region?: 'north' | 'central' | 'south'; parts: readonly SheetPart[] };

const tier = (name: string, count: number, digits: number): SheetPart => ({
  name,
  count,
  digits,
  list: true,
});
const southernTiers = [
  tier('special', 1, 6),
  tier('first', 1, 5),
  tier('second', 1, 5),
  tier('third', 2, 5),
  tier('fourth', 7, 5),
  tier('fifth', 1, 4),
  tier('sixth', 3, 4),
  tier('seventh', 1, 3),
  tier('eighth', 1, 2),
];
const one = (name: string, digits: number): SheetPart => ({ name, count: 1, digits, list: false });

export const sheetLayouts: Readonly<Record<SheetFamily, SheetLayout>> = {
  'vn-north': {
    region: 'north',
    parts: [
      tier('special', 1, 5),
      tier('first', 1, 5),
      tier('second', 2, 5),
      tier('third', 6, 5),
      tier('fourth', 4, 4),
      tier('fifth', 6, 4),
      tier('sixth', 3, 3),
      tier('seventh', 4, 2),
    ],
  },
  'vn-central': { region: 'central', parts: southernTiers },
  'vn-south': { region: 'south', parts: southernTiers },
  '4d': {
    parts: [
      one('first', 4),
      one('second', 4),
      one('third', 4),
      tier('starters', 10, 4),
      tier('consolations', 10, 4),
    ],
  },
  thai: { parts: [one('first', 6), tier('front3', 2, 3), tier('back3', 2, 3), one('bottom2', 2)] },
};

/** A sheet from the entry form's numbers, part by part in the layout's order. */
export function sheetOf(family: SheetFamily, numbers: readonly (readonly string[])[]) {
  const { region, parts } = sheetLayouts[family];
  if (region) return { region, tiers: parts.map((_, index) => [...(numbers[index] ?? [])]) };
  return Object.fromEntries(
    parts.map((part, index) => {
      const values = [...(numbers[index] ?? [])];
      return [part.name, part.list ? values : (values[0] ?? '')];
    }),
  ) as ResultSheet;
}

/** A sheet's numbers part by part in the layout's order, as the form and the tables show them. */
export function numbersOf(family: SheetFamily, sheet: ResultSheet): string[][] {
  const { region, parts } = sheetLayouts[family];
  if (region) return parts.map((_, index) => [...((sheet as VietnamSheet).tiers[index] ?? [])]);
  const fields = sheet as Record<string, string | string[]>;
  return parts.map((part) => [fields[part.name] ?? []].flat());
}

export const resultEntryStatuses = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type ResultEntryStatus = (typeof resultEntryStatuses)[number];

/** Where an entry came from: a staff member, or the HTTP provider's two agreeing sources. */
export const resultOrigins = ['operator', 'http'] as const;

/**
 * What the HTTP provider made of a draw the last time it asked: the sources `agreed` (the
 * draw is drawn), or it waits because a source has no result yet (`missing`), they
 * `disagree`, one sent something that is not a valid sheet (`invalid`), or one could not be
 * reached (`unreachable`). The draw is asked again a minute later; only agreement draws it.
 */
export const fetchOutcomes = ['agreed', 'missing', 'disagree', 'invalid', 'unreachable'] as const;
export type FetchOutcome = (typeof fetchOutcomes)[number];

/** What one source answered: a sheet, nothing yet, something unreadable, or no answer. */
export const sourceOutcomes = ['answered', 'missing', 'invalid', 'unreachable'] as const;
export type SourceOutcome = (typeof sourceOutcomes)[number];

export const resultEntry = z.object({
  entryId: z.string(),
  sheet: resultSheet,
  origin: z.enum(resultOrigins),
  status: z.enum(resultEntryStatuses),
  /** Entered while the draw had an approved result: approving it corrects the draw. */
  correction: z.boolean(),
  /** The staff member who entered it; null for the HTTP provider's. */
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  rejectReason: z.string().nullable(),
  /** Which of the draw's results an approved entry made: 1 the first, 2 and on corrections. */
  revision: z.number().nullable(),
  /** The sources that agreed, for the HTTP provider's. */
  sources: z.array(z.string()),
});
export type ResultEntry = z.infer<typeof resultEntry>;

export const sourceReport = z.object({
  source: z.string(),
  outcome: z.enum(sourceOutcomes),
  /** In words, for the operator: the HTTP status, the refusal of the sheet, the network error. */
  detail: z.string(),
});

export const fetchStatus = z.object({
  outcome: z.enum(fetchOutcomes).nullable(),
  attempts: z.number(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string(),
  sources: z.array(sourceReport),
});
export type FetchStatus = z.infer<typeof fetchStatus>;

/** A scheduled draw as the results list shows it. */
export const resultDraw = z.object({
  gameCode: z.string(),
  /** In the request's language, the code when the game has no name. */
  gameName: z.string(),
  family: z.enum(lotteryFamilies),
  numero: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  status: z.enum(drawStatuses),
  /** How many results it has had (0 none yet, 2 and on after corrections). */
  revision: z.number(),
  /** The approved result it was settled at (the latest, once corrected). */
  result: resultSheet.nullable(),
  /** An entry waiting for another staff member's approval. */
  pending: resultEntry.nullable(),
  /** The HTTP provider's last ask; null when it never asked (no sources, or not due). */
  fetch: fetchStatus.nullable(),
  /** What members still owe after corrections that lowered payouts (minor units). */
  owed: z.string(),
});
export type ResultDraw = z.infer<typeof resultDraw>;

/** What one correction moved: tickets settled again, credited, taken back, left owed. */
export const correctionTotals = z.object({
  revision: z.number(),
  tickets: z.number(),
  credited: z.string(),
  takenBack: z.string(),
  owed: z.string(),
});

/** A member's debt on one ticket: a lower payout the wallet could not give back in full. */
export const ticketDebt = z.object({
  ticketId: z.string(),
  username: z.string(),
  payout: z.string(),
  owed: z.string(),
  revision: z.number(),
});

export const resultDrawDetail = z.object({
  draw: resultDraw,
  /** Every entry given for the draw, newest first. */
  entries: z.array(resultEntry),
  corrections: z.array(correctionTotals),
  debts: z.array(ticketDebt),
});
export type ResultDrawDetail = z.infer<typeof resultDrawDetail>;

/** The draws `awaiting` a result (oldest first) or `drawn` (newest first). */
export const resultViews = ['awaiting', 'drawn'] as const;
export type ResultView = (typeof resultViews)[number];

export const resultDrawsQuery = z.object({
  view: z.enum(resultViews).default('awaiting'),
  gameCode: gameCode.optional(),
  ...pageQuery,
});
export type ResultDrawsQuery = z.output<typeof resultDrawsQuery>;

export const resultDrawParams = z.object({ gameCode, numero });

/** The sheet as typed; the game's engine then checks it number by number. */
export const resultEntryBody = z.object({ sheet: resultSheet }).strict();
export type ResultEntryBody = z.infer<typeof resultEntryBody>;

export const resultEntryParams = z.object({ entryId: z.string().regex(/^[1-9]\d{0,17}$/) });

export const resultRejectBody = z.object({ reason: plainText({ min: 1, max: 500 }) }).strict();

/**
 * An HTTP source's address, with `{gameCode}`, `{numero}` and `{date}` (the draw's local date,
 * YYYY-MM-DD) filled in per draw; `{numero}` or `{date}` must be in it, or every draw would
 * read the same document. http is accepted for a source on a private network.
 */
export function isResultUrlTemplate(value: string): boolean {
  if (!value.includes('{numero}') && !value.includes('{date}')) return false;
  try {
    const url = new URL(value.replaceAll(/\{(gameCode|numero|date)\}/g, 'x'));
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.hostname !== '' &&
      url.username === '' &&
      url.password === ''
    );
  } catch {
    return false;
  }
}

export const resultSource = z
  .object({
    name: plainText({ min: 1, max: 64 }),
    urlTemplate: z
      .string()
      .trim()
      .max(500)
      .refine(isResultUrlTemplate, 'lottery_result_source_url_invalid'),
  })
  .strict();
export type ResultSource = z.infer<typeof resultSource>;

/**
 * The HTTP provider's sources: none (results are entered in the console only) or exactly
 * two, which must agree. Each answers `GET <address>` with JSON:
 *
 *     { "gameCode": "vn-north", "numero": "20261128", "result": <sheet> }
 *
 * where the sheet is the game's (as in `resultSheet`): a Vietnamese `{ region, tiers }`, a 4D
 * `{ first, second, third, starters, consolations }`, a Thai `{ first, front3, back3,
 * bottom2 }`. A draw without a result yet answers 404 or `"result": null`.
 */
export const resultSources = z
  .object({
    sources: z
      .array(resultSource)
      .max(2)
      .refine((sources) => sources.length !== 1, 'lottery_result_sources_two'),
  })
  .strict()
  .refine(
    ({ sources }) => sources.length < 2 || sources[0]!.urlTemplate !== sources[1]!.urlTemplate,
    { message: 'lottery_result_sources_same', path: ['sources', 1, 'urlTemplate'] },
  );
export type ResultSources = z.infer<typeof resultSources>;

export const endpoints = {
  draws: {
    method: 'GET',
    path: '/bo/lottery/results',
    summary: 'Scheduled draws awaiting a result, or drawn, with their entries waiting for review',
    query: resultDrawsQuery,
    response: envelope(pageOf(resultDraw)),
  },
  draw: {
    method: 'GET',
    path: '/bo/lottery/games/:gameCode/draws/:numero/results',
    summary: 'A scheduled draw’s result, every entry given for it, its corrections and debts',
    params: resultDrawParams,
    response: envelope(resultDrawDetail),
  },
  enter: {
    method: 'POST',
    path: '/bo/lottery/games/:gameCode/draws/:numero/results',
    summary: 'Enter a result sheet for a draw (a correction when it has one); another approves it',
    params: resultDrawParams,
    body: resultEntryBody,
    response: envelope(resultEntry),
  },
  approve: {
    method: 'POST',
    path: '/bo/lottery/results/entries/:entryId/approve',
    summary: 'Approve another staff member’s entry: the draw is drawn (or corrected) at it',
    params: resultEntryParams,
    response: envelope(resultDraw),
  },
  reject: {
    method: 'POST',
    path: '/bo/lottery/results/entries/:entryId/reject',
    summary: 'Send an entry back with a reason; the draw waits for a new one',
    params: resultEntryParams,
    body: resultRejectBody,
    response: envelope(resultEntry),
  },
  sources: {
    method: 'GET',
    path: '/bo/lottery/results/sources',
    summary: 'The HTTP results provider’s two sources (none: results are entered only)',
    response: envelope(resultSources),
  },
  setSources: {
    method: 'PUT',
    path: '/bo/lottery/results/sources',
    summary: 'Set the HTTP results provider’s two sources, or none to switch it off',
    body: resultSources,
    response: envelope(resultSources),
  },
} as const;
