import { and, eq, inArray } from 'drizzle-orm';
import { lottoVendorCode, type FastDrawFamily } from '@croupier/contract';
import type { Database } from '../platform/db/database';
import { gameVendors, games } from '../modules/games/schema';
import { lotteryGames } from '../modules/lottery/schema';
import { searchTextOf } from './demo-games';

/**
 * The lottery's in-house vendor and the demo brand's four fast-draw games: real games, drawn
 * by the server's scheduler from the provably fair stream and paid through the wallet, with
 * demo settings (the engines' default odds, the limits below) that an operator would set for
 * a real brand. The catalogue names them (vendor LOTTO), so the betting record does; they are
 * not in the brand's lobby until the site's lottery pages exist (issue 16, next slices).
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
      // Pictures come with the site's lottery pages.
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

  await db
    .insert(games)
    .values(
      demoLotteryGames.map((game, index) => ({
        vendorId: vendor.id,
        nodeId: firstNodeId + index,
        vendorGameId: game.code,
        code: game.code,
        defaultPlayType: game.defaultPlayType,
        names: game.names,
        searchText: searchTextOf(game.names),
        category: 'ELOTT',
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
          demoLotteryGames.map((game) => game.code),
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
}
