import { and, eq, inArray } from 'drizzle-orm';
import {
  lottoVendorCode,
  type FastDrawFamily,
  type LotteryFamily,
  type lottery,
} from '@croupier/contract';
import type { Database } from '../platform/db/database';
import { gameVendors, games, merchantGames, merchantVendors } from '../modules/games/schema';
import { lotteryGames } from '../modules/lottery/schema';
import { demoIcon, searchTextOf } from './demo-games';

/**
 * The lottery's in-house vendor, the demo brand's four fast-draw games and its scheduled
 * lotteries (below). Fast draws are real games, drawn by the server's scheduler from the
 * provably fair stream and paid through the wallet, with demo settings (the engines' default
 * odds, the limits below) that an operator would set for a real brand. The catalogue names
 * them (vendor LOTTO), so the betting record does, and the brand lists them in its lobby's
 * Lottery and E-Lottery categories: a card opens the game's betting view through the lottery
 * launch (`/lgw/lotto/launch`), as the lottery pages (/elott, /lottery, /vnlottery,
 * /seaLottery) do from the lottery's own calls.
 */
type DemoLotteryGame = {
  code: string;
  family: FastDrawFamily;
  names: { en: string; vi: string };
  drawIntervalSeconds: 60 | 180 | 300;
  closeSecondsBefore: number;
  /** The bet type the lottery page opens on (the catalogue's default play type). */
  defaultPlayType: string;
};

const demoLotteryGames: DemoLotteryGame[] = [
  {
    code: 'ssc-1m',
    family: 'ssc',
    names: { en: 'SSC 5D (1 minute)', vi: 'SSC 5D (1 phút)' },
    drawIntervalSeconds: 60,
    closeSecondsBefore: 10,
    defaultPlayType: 'digit',
  },
  {
    code: 'k3-3m',
    family: 'k3',
    names: { en: 'K3 Dice (3 minutes)', vi: 'Xúc Xắc K3 (3 phút)' },
    drawIntervalSeconds: 180,
    closeSecondsBefore: 30,
    defaultPlayType: 'sum',
  },
  {
    code: 'pk10-5m',
    family: 'pk10',
    names: { en: 'PK10 Racing (5 minutes)', vi: 'Đua Xe PK10 (5 phút)' },
    drawIntervalSeconds: 300,
    closeSecondsBefore: 30,
    defaultPlayType: 'position',
  },
  {
    code: 'keno-5m',
    family: 'keno',
    names: { en: 'Keno (5 minutes)', vi: 'Keno (5 phút)' },
    drawIntervalSeconds: 300,
    closeSecondsBefore: 30,
    defaultPlayType: 'pick5',
  },
];

/**
 * The demo brand's scheduled lotteries, drawn by results providers (a staff member enters
 * the official result and another approves it, or two configured HTTP sources agree): the
 * Vietnamese North, some provinces of the South and the Centre, 4D and the Thai government
 * lottery. DEMO DATA: each province's weekdays follow the published weekly schedule of the
 * southern and central lottery companies as it stood in 2024 (a few provinces of each region,
 * not all); check it against the companies' current schedule before offering a province
 * for real. A province draws its own sheet, so each is a game of its own.
 */
type DemoScheduledGame = {
  code: string;
  family: Exclude<LotteryFamily, FastDrawFamily>;
  names: { en: string; vi: string };
  schedule: lottery.LotterySchedule;
  closeSecondsBefore: number;
  defaultPlayType: string;
};

const vietnam = (time: string, weekdays: number[]) => ({ utcOffset: '+07:00', time, weekdays });
const south = (code: string, en: string, vi: string, weekdays: number[]): DemoScheduledGame => ({
  code,
  family: 'vn-south',
  names: { en: `${en} (South)`, vi: `Xổ số ${vi}` },
  schedule: vietnam('16:15', weekdays),
  closeSecondsBefore: 900,
  defaultPlayType: 'lo2',
});
const central = (code: string, en: string, vi: string, weekdays: number[]): DemoScheduledGame => ({
  ...south(code, en, vi, weekdays),
  family: 'vn-central',
  names: { en: `${en} (Central)`, vi: `Xổ số ${vi}` },
  schedule: vietnam('17:15', weekdays),
});

const demoScheduledGames: DemoScheduledGame[] = [
  {
    code: 'vn-north',
    family: 'vn-north',
    names: { en: 'Vietnam North', vi: 'Xổ số Miền Bắc' },
    schedule: vietnam('18:15', [1, 2, 3, 4, 5, 6, 7]),
    closeSecondsBefore: 900,
    defaultPlayType: 'lo2',
  },
  // Weekdays are ISO: 1 Monday … 7 Sunday.
  south('vn-hcm', 'Ho Chi Minh City', 'TP. Hồ Chí Minh', [1, 6]),
  south('vn-dong-thap', 'Dong Thap', 'Đồng Tháp', [1]),
  south('vn-ben-tre', 'Ben Tre', 'Bến Tre', [2]),
  south('vn-vung-tau', 'Vung Tau', 'Vũng Tàu', [2]),
  south('vn-dong-nai', 'Dong Nai', 'Đồng Nai', [3]),
  south('vn-can-tho', 'Can Tho', 'Cần Thơ', [3]),
  south('vn-tien-giang', 'Tien Giang', 'Tiền Giang', [7]),
  south('vn-kien-giang', 'Kien Giang', 'Kiên Giang', [7]),
  central('vn-hue', 'Thua Thien Hue', 'Thừa Thiên Huế', [1, 7]),
  central('vn-da-nang', 'Da Nang', 'Đà Nẵng', [3, 6]),
  central('vn-khanh-hoa', 'Khanh Hoa', 'Khánh Hòa', [3, 7]),
  {
    code: '4d',
    family: '4d',
    names: { en: '4D', vi: '4D' },
    schedule: { utcOffset: '+08:00', time: '19:00', weekdays: [3, 6, 7] },
    closeSecondsBefore: 1_800,
    defaultPlayType: 'big',
  },
  {
    code: 'thai',
    family: 'thai',
    names: { en: 'Thai Government Lottery', vi: 'Xổ số Thái Lan' },
    schedule: { utcOffset: '+07:00', time: '16:00', monthDays: [1, 16] },
    closeSecondsBefore: 3_600,
    defaultPlayType: 'top3',
  },
];

/** Demo limits: 1.00 a point, 1.00 to 10,000.00 a line, at most 1,000,000.00 a ticket. */
const demoLimits = {
  stakePerPoint: 100n,
  minStakePerLine: 100n,
  maxStakePerLine: 1_000_000n,
  maxPayoutPerTicket: 100_000_000n,
};

/** After the demo catalogue's vendor blocks (1001…, one per vendor, ten vendors). */
const firstNodeId = 11_001;

/** The LOTTO vendor and its games, then the brand's lottery games. Safe to run again. */
export async function seedDemoLottery(db: Database, merchantId: number): Promise<void> {
  await db
    .insert(gameVendors)
    .values({
      code: lottoVendorCode,
      displayName: 'Croupier Lotto',
      // The lottery pages draw their own cards; the catalogue needs no picture of them.
      smallIcon: '',
      // The lottery flow opens its own pages (spec §2 "Game start routing"), never a vendor
      // launch: no launch adapter, like the demo vendors' (a launch answers maintenance).
      adapter: 'demo',
    })
    .onConflictDoNothing();
  const [vendor] = await db
    .select({ id: gameVendors.id })
    .from(gameVendors)
    .where(eq(gameVendors.code, lottoVendorCode));
  if (!vendor) throw new Error('LOTTO vendor missing after insert');

  const catalogued = [
    ...demoLotteryGames.map((game) => ({ ...game, category: 'ELOTT' as const })),
    ...demoScheduledGames.map((game) => ({ ...game, category: 'LOTT' as const })),
  ];
  await db
    .insert(games)
    .values(
      catalogued.map((game, index) => ({
        vendorId: vendor.id,
        nodeId: firstNodeId + index,
        vendorGameId: game.code,
        code: game.code,
        defaultPlayType: game.defaultPlayType,
        names: game.names,
        searchText: searchTextOf(game.names),
        icon: demoIcon(game.category),
        category: game.category,
      })),
    )
    .onConflictDoNothing();
  const catalogue = await db
    .select({ id: games.id, vendorGameId: games.vendorGameId })
    .from(games)
    .where(
      and(
        eq(games.vendorId, vendor.id),
        inArray(
          games.vendorGameId,
          catalogued.map((game) => game.code),
        ),
      ),
    );
  const catalogueIdOf = new Map(catalogue.map((row) => [row.vendorGameId, row.id]));

  await db
    .insert(lotteryGames)
    .values(
      demoLotteryGames.map((game) => ({
        merchantId,
        code: game.code,
        family: game.family,
        kind: 'ELOTT',
        catalogueGameId: catalogueIdOf.get(game.code)!,
        drawIntervalSeconds: game.drawIntervalSeconds,
        closeSecondsBefore: game.closeSecondsBefore,
        ...demoLimits,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(lotteryGames)
    .values(
      demoScheduledGames.map((game) => ({
        merchantId,
        code: game.code,
        family: game.family,
        kind: 'LOTT',
        catalogueGameId: catalogueIdOf.get(game.code)!,
        schedule: game.schedule,
        closeSecondsBefore: game.closeSecondsBefore,
        ...demoLimits,
      })),
    )
    .onConflictDoNothing();

  // The brand's lobby: the vendor after the demo catalogue's, its games in the seed's order.
  await db
    .insert(merchantVendors)
    .values({ merchantId, vendorId: vendor.id, sortOrder: 1_000 })
    .onConflictDoNothing();
  await db
    .insert(merchantGames)
    .values(
      catalogued.map((game, index) => ({
        merchantId,
        gameId: catalogueIdOf.get(game.code)!,
        vendorId: vendor.id,
        category: game.category,
        sortOrder: 1_000_000 + index,
      })),
    )
    .onConflictDoNothing();
}
