// Plain values of the lottery domain, without zod: the in-house vendor, the kinds of game
// and draw, the states of draws and tickets, and the limits of a ticket request. The site
// and the console load these without loading the schemas.

/**
 * The lottery's vendor code (`game_vendors.code`): every lottery game is also a game of the
 * catalogue under it, and every ticket is a round of the betting record under it, as the
 * studio's rounds are under `STUDIO`.
 */
export const lottoVendorCode = 'LOTTO';

/**
 * How a game's draws get their result: `ELOTT` fast draws from the provably fair stream
 * (the hash of the draw's seed published before betting, the seed after the draw), `LOTT`
 * draws whose result comes from a results provider (Vietnamese and SEA lotteries). The same
 * codes are the catalogue's game categories, so the betting record and the reports file
 * tickets under them.
 */
export const lotteryKinds = ['ELOTT', 'LOTT'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

/** The games' maths: the fast draws' four, then the provider-drawn lotteries'. */
export const fastDrawFamilies = ['ssc', 'k3', 'pk10', 'keno'] as const;
export const lotteryFamilies = [
  ...fastDrawFamilies,
  'vn-north',
  'vn-south',
  'vn-central',
  '4d',
  'thai',
] as const;
export type FastDrawFamily = (typeof fastDrawFamilies)[number];
export type LotteryFamily = (typeof lotteryFamilies)[number];

/** The Vietnamese lottery's regions (Miền Bắc, Miền Trung, Miền Nam), North first. */
export const vietnamRegions = ['north', 'central', 'south'] as const;
export type VietnamRegion = (typeof vietnamRegions)[number];

/** The region of a Vietnamese family ("vn-south" → "south"); undefined for any other. */
export function vietnamRegionOf(family: string): VietnamRegion | undefined {
  return vietnamRegions.find((region) => family === `vn-${region}`);
}

/** The South-East Asian lotteries of /seaLottery: 4D and the Thai government lottery. */
export const seaFamilies = ['4d', 'thai'] as const;

export function isFastDrawFamily(family: string): family is FastDrawFamily {
  return (fastDrawFamilies as readonly string[]).includes(family);
}

/** A fast draw every 1, 3 or 5 minutes (seconds between two draws of one game). */
export const fastDrawIntervals = [60, 180, 300] as const;

/**
 * A draw's life: `open` takes tickets until `closesAt`, `closed` waits for `drawsAt`,
 * `drawn` has its result (and its seed revealed) while its tickets are settled, `settled`
 * when the last one is. `cancelled` ends a draw before its result: every ticket is refunded.
 */
export const drawStatuses = ['open', 'closed', 'drawn', 'settled', 'cancelled'] as const;
export type DrawStatus = (typeof drawStatuses)[number];

/**
 * A ticket's life: `open` until its draw settles it `won` or `lost`; `cancelled` by the
 * player before the draw closed, `refunded` when the draw was cancelled. Both of the last
 * give the stake back.
 */
export const ticketStatuses = ['open', 'won', 'lost', 'cancelled', 'refunded'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

/** At most this many lines (a bet type and its selection each) in one ticket request. */
export const maxTicketLines = 50;

/** The next draws of a fast-draw game kept open ahead, each with its seed committed. */
export const fastDrawsAhead = 10;

/** A game's results pages reach back this many draws (16 hours of a one-minute game). */
export const recentDrawCount = 1_000;
