import { z } from 'zod';
import { envelope } from './envelope';
import { pageQuery } from './page-query';
import { pageOf } from './pages';
import { paths } from './paths';
import {
  drawStatuses,
  lotteryFamilies,
  lotteryKinds,
  maxTicketLines,
  ticketStatuses,
  vietnamRegions,
} from './lottery-values';
import { amount } from './wallet';

export * from './lottery-values';

/**
 * The lottery's player calls (`/lgw/lotto/...`, and the family's `/lotto/lgw/...` and
 * `/lgw/vn/...` numero lists). Amounts follow the wire rules: decimal numbers of major units,
 * at most 2 decimals in requests. Times are ISO 8601 strings. A draw is named by its
 * `numero` ("20261128-0931": the 931st draw of that UTC day), unique within its game.
 */

/** A game's code as the merchant set it ("ssc-1m"); also the draw's seeds name it. */
export const gameCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);
export const numero = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/);

/** An open draw: the hash of its server seed is public from the start, the seed after the draw. */
export const openDraw = z.object({
  numero: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  drawsAt: z.string(),
  serverSeedHash: z.string().nullable(),
});
export type OpenDraw = z.infer<typeof openDraw>;

/** One bet type of a game: the odds per prize (stake included) and the exact return at them. */
export const betTypeInfo = z.object({
  betType: z.string(),
  /** What one unit staked on a winning line returns, per prize (4 decimals at most). */
  odds: z.record(z.string(), z.number()),
  /** Return to player at these odds, exact to the last digit shown (e.g. "98.00%"). */
  rtp: z.string(),
});

/**
 * When a scheduled (LOTT) game draws, kept with the game (`lottery_games.schedule`): the
 * local time of the draw in a fixed UTC offset, on some weekdays (ISO: 1 Monday … 7 Sunday)
 * or on some days of the month. A fixed offset, not a zone name, because the lotteries played
 * here keep no daylight saving time (Vietnam +07:00, Malaysia +08:00, Thailand +07:00):
 *
 *     { "utcOffset": "+07:00", "time": "18:15", "weekdays": [1, 2, 3, 4, 5, 6, 7] }
 *     { "utcOffset": "+07:00", "time": "16:00", "monthDays": [1, 16] }
 *
 * A draw is named by its local date ("20261128"): one draw a day at most per game.
 */
export const lotterySchedule = z
  .object({
    utcOffset: z.string().regex(/^[+-](?:0\d|1[0-4]):[0-5]\d$/),
    time: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/),
    weekdays: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
    monthDays: z.array(z.number().int().min(1).max(31)).min(1).max(31).optional(),
  })
  .strict()
  .refine((schedule) => (schedule.weekdays === undefined) !== (schedule.monthDays === undefined), {
    message: 'weekdays_or_month_days',
  });
export type LotterySchedule = z.infer<typeof lotterySchedule>;

export const lotteryGame = z.object({
  gameCode: z.string(),
  family: z.enum(lotteryFamilies),
  kind: z.enum(lotteryKinds),
  /** In the request's language (English when the game has no name in it). */
  name: z.string(),
  /** The catalogue's number of the game (`nodeId` of the lobby). */
  nodeId: z.number(),
  /** Seconds between two draws of a fast-draw game; null for scheduled lotteries. */
  drawIntervalSeconds: z.number().nullable(),
  /**
   * When a scheduled (LOTT) game draws; null for fast draws. Optional for clients of servers
   * that answered without it.
   */
  schedule: lotterySchedule.nullable().optional(),
  /** Betting closes this many seconds before each draw. */
  closeSecondsBefore: z.number(),
  /** A unit stake is a whole number of points of this size. */
  stakePerPoint: z.number(),
  minStakePerLine: z.number(),
  maxStakePerLine: z.number(),
  maxPayoutPerTicket: z.number(),
  /** The draw that closes next, the one a ticket goes to by default; null between schedules. */
  currentDraw: openDraw.nullable(),
  betTypes: z.array(betTypeInfo),
});
export type LotteryGame = z.infer<typeof lotteryGame>;

export const gameCodeQuery = z.object({ gameCode });

/** A game's open draws, next to close first. */
export const openedNumeros = z.object({
  gameCode: z.string(),
  numeros: z.array(openDraw),
});
export type OpenedNumeros = z.infer<typeof openedNumeros>;

export const resultsQuery = z.object({ gameCode, ...pageQuery });

// The result sheets of provider-drawn draws, as the engines check them and the results pages
// show them. Numbers are digit strings: leading zeros are part of the number ("07"). The
// sizes here only bound the input; the engine's check of the game's family says what a valid
// sheet is (tier by tier, digit by digit).
const drawnNumber = z.string().max(8);

/** A Vietnamese sheet: the special prize first (`tiers[0]`), down to the last tier. */
export const vietnamSheet = z
  .object({
    region: z.enum(['north', 'central', 'south']),
    tiers: z.array(z.array(drawnNumber).max(10)).max(10),
  })
  .strict();

/** 4D: the top three, 10 starters and 10 consolations, 23 distinct four-digit numbers. */
export const fourDSheet = z
  .object({
    first: drawnNumber,
    second: drawnNumber,
    third: drawnNumber,
    starters: z.array(drawnNumber).max(10),
    consolations: z.array(drawnNumber).max(10),
  })
  .strict();

/** The Thai government lottery's numbers the bets read: first prize, front and back three, bottom two. */
export const thaiSheet = z
  .object({
    first: drawnNumber,
    front3: z.array(drawnNumber).max(2),
    back3: z.array(drawnNumber).max(2),
    bottom2: drawnNumber,
  })
  .strict();

export const resultSheet = z.union([vietnamSheet, fourDSheet, thaiSheet]);
export type ResultSheet = z.infer<typeof resultSheet>;

/**
 * A draw that is over. Fast draws carry what recomputes the result: the revealed server
 * seed, the client seed (`<gameCode>:<numero>`) and the nonce 0 of the provably fair stream.
 * Scheduled draws carry their result sheet as the results provider gave it (no seed).
 */
export const drawResult = z.object({
  numero: z.string(),
  drawsAt: z.string(),
  drawnAt: z.string().nullable(),
  status: z.enum(drawStatuses),
  /** A fast draw's numbers in draw order (digits, dice, cars, balls); null when cancelled. */
  numbers: z.array(z.number()).nullable(),
  /**
   * A scheduled (LOTT) draw's result sheet, every tier and number, the latest approved one
   * when it was corrected; null for fast draws and cancelled draws. Optional for clients of
   * servers that answered without it.
   */
  sheet: resultSheet.nullable().optional(),
  serverSeedHash: z.string().nullable(),
  serverSeed: z.string().nullable(),
  clientSeed: z.string().nullable(),
  nonce: z.number().nullable(),
});
export type DrawResult = z.infer<typeof drawResult>;

/**
 * What a player picked for one bet type, as the engine reads it: numbers (digit strings
 * where leading zeros matter, else small integers), per-position picks, or an option.
 */
const pick = z.union([z.string().trim().min(1).max(8), z.number().int().min(0).max(999_999)]);
export const selection = z.object({
  numbers: z.array(pick).min(1).max(100).optional(),
  positions: z.array(z.array(pick).max(100)).min(1).max(10).optional(),
  option: z.string().trim().min(1).max(32).optional(),
});
export type Selection = z.infer<typeof selection>;

export const ticketLine = z.object({
  betType: z.string().trim().min(1).max(32),
  selection,
  /** The stake of each line the selection expands to: a whole number of points. */
  unitStake: amount,
});

/**
 * A scheduled game as the Vietnamese menu lists it: a province (or the North) with its
 * schedule, the draw that closes next and whether it draws today, in the game's own time
 * (Vietnam's +07:00).
 */
export const menuGame = z.object({
  gameCode: z.string(),
  family: z.enum(lotteryFamilies),
  region: z.enum(vietnamRegions),
  /** In the request's language (English when the game has no name in it). */
  name: z.string(),
  nodeId: z.number(),
  schedule: lotterySchedule,
  closeSecondsBefore: z.number(),
  /** The draw that closes next (its `closesAt` ends betting); null between schedules. */
  nextDraw: openDraw.nullable(),
  /** The game draws on today's date where it is drawn, whether or not betting has closed. */
  drawsToday: z.boolean(),
});
export type MenuGame = z.infer<typeof menuGame>;

/** The menu's regions, North, Centre, South, each listing its games that draw today first. */
export const vietnamMenu = z.array(
  z.object({ region: z.enum(vietnamRegions), games: z.array(menuGame) }),
);
export type VietnamMenu = z.infer<typeof vietnamMenu>;

/** How many games the menu lists at most (the family's clients ask for 100). */
export const vietnamMenuQuery = z.object({
  count: z.coerce.number().int().min(1).max(100).default(100),
});

/** `families` arrives as `vn-north,vn-south`, as repeated keys, or both. */
const familyList = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
      .map((item) => (typeof item === 'string' ? item.trim() : item))
      .filter((item) => item !== ''),
  z.array(z.enum(lotteryFamilies)).max(lotteryFamilies.length),
);

export const recentResultsQuery = z.object({
  /** The games of these families only; every enabled game without it. */
  families: familyList.optional(),
  /** The newest draws of each game that have a result, 1 by default. */
  count: z.coerce.number().int().min(1).max(10).default(1),
});
export type RecentResultsQuery = z.output<typeof recentResultsQuery>;

/** A game's newest drawn draws, newest first: a results board's row (a VN sheet, 4D, Thai). */
export const gameRecentResults = z.object({
  gameCode: z.string(),
  family: z.enum(lotteryFamilies),
  /** A Vietnamese game's region; null for the others. */
  region: z.enum(vietnamRegions).nullable(),
  name: z.string(),
  results: z.array(drawResult),
});
export type GameRecentResults = z.infer<typeof gameRecentResults>;

export const placeTicketsBody = z.object({
  gameCode,
  numero,
  lines: z.array(ticketLine).min(1).max(maxTicketLines),
  /** The client's id of this request: a resend (double click, retry) places the tickets once. */
  requestId: z.string().uuid(),
});
export type PlaceTicketsBody = z.input<typeof placeTicketsBody>;
/** The request as parsed: unit stakes in minor units. */
export type TicketRequest = z.output<typeof placeTicketsBody>;

export const ticket = z.object({
  /** Also the round id of the betting record (vendor LOTTO). */
  ticketId: z.string(),
  gameCode: z.string(),
  numero: z.string(),
  betType: z.string(),
  /** The selection as the engine read it (sorted, defaults filled). */
  selection: z.record(z.string(), z.unknown()),
  /** How many lines the selection expands to; the stake is lines × unit stake. */
  lines: z.number(),
  unitStake: z.number(),
  stake: z.number(),
  /** The odds when the ticket was placed: it is settled at these. */
  odds: z.record(z.string(), z.number()),
  /**
   * What the ticket returns at its best result, exactly (the engine's `best`: ten digits at
   * one position win once, not ten times). The maximum payout per ticket is checked against it.
   */
  potentialWin: z.number(),
  status: z.enum(ticketStatuses),
  payout: z.number(),
  placedAt: z.string(),
  settledAt: z.string().nullable(),
  drawsAt: z.string(),
});
export type Ticket = z.infer<typeof ticket>;

export const placedTickets = z.object({
  tickets: z.array(ticket),
  totalStake: z.number(),
  /** The main wallet after the stakes left it. */
  balance: z.number(),
});
export type PlacedTickets = z.infer<typeof placedTickets>;

/** A ticket's id: a positive 64-bit integer, as digits. */
export const ticketParams = z.object({ ticketId: z.string().regex(/^[1-9]\d{0,17}$/) });

export const ticketsQuery = z.object({
  status: z.enum(ticketStatuses).optional(),
  gameCode: gameCode.optional(),
  ...pageQuery,
});
export type TicketsQuery = z.output<typeof ticketsQuery>;

/**
 * The lottery account types (spec §2 and the launch payload's `lottoArea`): LOTT and ELOTT
 * open the lottery flow (/lottery, the e-lottery's lobby /elott), TCG_LOTTO_VN /vnlottery,
 * TCG_SEA /seaLottery.
 */
export const lottoAreas = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;
export type LottoArea = (typeof lottoAreas)[number];
/** The site configuration's prize modes (spec §1). */
export const lottoPrizeModes = ['Lott', 'ZY', 'Elott', 'SEA'] as const;
/** A game's betting view, or the area's lobby. */
export const lottoViews = ['betting', 'lobby'] as const;
export type LottoView = (typeof lottoViews)[number];

/**
 * A path of this site (`/index`, `/lottery?gameCode=x`) and nothing else: a launch link must
 * not send the player to another host (an open redirect). `//host` and `/\host` are other
 * hosts to a browser, and it drops tabs and newlines before reading a URL, so none of those
 * (nor any control character or space) is accepted.
 */
export function isSiteLocalPath(value: string): boolean {
  if (!value.startsWith('/') || value[1] === '/') return false;
  return [...value].every((char) => char > ' ' && char !== '\u007f' && char !== '\\');
}

/**
 * The lottery launch payload (spec §7 "lobby launch GET with lottery payload"): where a
 * lottery opens. The family's other fields (`launchMode` GLS, `lottoPrizeMode`, `device`,
 * `language`) are checked and kept for its clients; the in-house lottery opens on this site,
 * in the site's own language, whatever they say.
 */
export const lotteryLaunchQuery = z
  .object({
    lottoArea: z.enum(lottoAreas),
    launchMode: z.string().trim().max(16).optional(),
    lottoPrizeMode: z.enum(lottoPrizeModes),
    lottoGameCode: gameCode.optional(),
    /** `betting` when a game code is given, `lobby` otherwise. */
    lottoView: z.enum(lottoViews).optional(),
    device: z.string().trim().max(16).optional(),
    /** Where the page's Back leads: a path of this site only. */
    backUrl: z
      .string()
      .trim()
      .max(512)
      .refine(isSiteLocalPath, { message: 'lottery_back_url_foreign' })
      .optional(),
    language: z.string().trim().min(2).max(8),
  })
  .refine((query) => query.lottoView !== 'betting' || query.lottoGameCode !== undefined, {
    message: 'field_required',
    path: ['lottoGameCode'],
  });
export type LotteryLaunchQuery = z.input<typeof lotteryLaunchQuery>;

/** Where the lottery opens: a path of this site, with the view, game and bet type it opens on. */
export const lotteryLaunch = z.object({
  /** `/lottery?gameCode=…&playType=…`, `/elott`, `/vnlottery?gameCode=…`, … (`&backUrl=`). */
  url: z.string(),
  view: z.enum(lottoViews),
  /** The game of the betting view; null in the lobby. */
  gameCode: z.string().nullable(),
  /** The game's default bet type (the catalogue's default play type), when it has one. */
  playType: z.string().nullable(),
});
export type LotteryLaunch = z.infer<typeof lotteryLaunch>;

export const endpoints = {
  games: {
    method: 'GET',
    path: paths.lotteryGames,
    summary: 'The brand’s lottery games with their next draw, bet types, odds and RTP',
    response: envelope(z.array(lotteryGame)),
  },
  openedNumeros: {
    method: 'GET',
    path: paths.lotteryOpenedNumeros,
    summary: 'The open draws (numeros) of every lottery game',
    response: envelope(z.array(openedNumeros)),
  },
  gameNumeros: {
    method: 'GET',
    path: paths.lotteryGameNumeros,
    summary: 'The open draws (numeros) of one lottery game',
    query: gameCodeQuery,
    response: envelope(openedNumeros),
  },
  results: {
    method: 'GET',
    path: paths.lotteryResults,
    summary: 'A game’s past draws, newest first, each with its revealed seed',
    query: resultsQuery,
    response: envelope(pageOf(drawResult)),
  },
  recentResults: {
    method: 'GET',
    path: paths.lotteryRecentResults,
    summary: 'The newest results of every enabled game (or of some families), sheets included',
    description:
      'For each game, its newest draws that have a result (drawn or settled), newest first: ' +
      'a scheduled draw with its result sheet, a fast draw with its numbers and revealed seed. ' +
      'A game with no result yet has an empty list.',
    query: recentResultsQuery,
    response: envelope(z.array(gameRecentResults)),
  },
  vietnamMenu: {
    method: 'GET',
    path: paths.lotteryVietnamMenu,
    summary: 'The Vietnamese lottery menu: its games by region, with their next draw',
    description:
      'North, Centre and South, each with its enabled games (the provinces), those drawing ' +
      'today first, then by the close of their next draw; at most `count` games in all.',
    query: vietnamMenuQuery,
    response: envelope(vietnamMenu),
  },
  vietnamRecentMenu: {
    method: 'GET',
    path: paths.lotteryVietnamRecentMenu,
    summary: 'The Vietnamese games the member played last, newest first',
    description:
      'The enabled Vietnamese games among those of the member’s 100 newest tickets, the one ' +
      'played last first.',
    response: envelope(z.array(menuGame)),
  },
  placeTickets: {
    method: 'POST',
    path: paths.lotteryTickets,
    summary: 'Place tickets on an open draw: one ticket per line, all or none',
    description:
      'Each line is a bet type with its selection and unit stake; its stake (lines × unit ' +
      'stake) leaves the main wallet in one posting. A resend with the same requestId ' +
      'answers the tickets it placed.',
    body: placeTicketsBody,
    response: envelope(placedTickets),
  },
  cancelTicket: {
    method: 'POST',
    path: paths.lotteryTicketCancel,
    summary: 'Cancel an open ticket before its draw closes; the stake comes back',
    params: ticketParams,
    response: envelope(ticket),
  },
  // Spec §7 names the call "lobby launch GET with lottery payload" without a path: it is
  // /lgw/lotto/launch, beside the lottery's other /lgw/lotto calls. Not in the spec's list of
  // calls without a token, so it needs one.
  launch: {
    method: 'GET',
    path: paths.lotteryLaunch,
    summary:
      'Where a lottery opens on this site: its page, with the game’s betting view or the lobby',
    description:
      'The area (the account type) names the page: LOTT and ELOTT a game’s betting view on ' +
      '/lottery with its default play type (lobbies /lottery and /elott), TCG_LOTTO_VN ' +
      '/vnlottery, TCG_SEA /seaLottery. The game must be enabled and of the area; backUrl, ' +
      'a path of this site, goes along.',
    query: lotteryLaunchQuery,
    response: envelope(lotteryLaunch),
  },
  tickets: {
    method: 'GET',
    path: paths.lotteryTickets,
    summary: 'The member’s tickets, newest first, by status and game',
    query: ticketsQuery,
    response: envelope(pageOf(ticket)),
  },
} as const;
