import { inArray, sql } from 'drizzle-orm';
import {
  liveClassifyCodes,
  slotClassifyCodes,
  studioGameNames,
  type GameCategory,
} from '@croupier/contract';
import type { Database } from '../platform/db/database';
import { gameVendors, games, merchantGames, merchantVendors } from '../modules/games/schema';

type Names = { en: string; vi: string };

type GameSeed = {
  vendorGameId: string;
  names: Names;
  category: GameCategory;
  classify?: string[];
  icon: string;
  supportPlay?: boolean;
  isGame?: 'GAME' | 'VASSALAGE';
  code?: string;
  defaultPlayType?: string;
  minBet?: bigint;
  lineCount?: number;
  hot?: boolean;
  popularRank?: number;
};

type VendorSeed = {
  code: string;
  displayName: string;
  adapter: 'studio' | 'seamless' | 'demo';
  demoOnly: boolean;
  smallIcon: string;
  isHot: boolean;
  games: GameSeed[];
};

/** A category's picture (the site's public `/games/demo/`), on cards with no art of their own. */
export const demoIcon = (category: GameCategory) => `/games/demo/${category.toLowerCase()}.svg`;
const demoVendorIcon = '/games/vendors/demo.svg';

/** Lower-case names in every language, with and without Vietnamese accents, for the search. */
export function searchTextOf(names: Record<string, string>): string {
  const texts = Object.values(names).map((name) => name.toLowerCase());
  const unaccented = texts.map((text) =>
    text.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('đ', 'd'),
  );
  return [...new Set([...texts, ...unaccented])].join(' ');
}

/** The studio: our own vendor, whose four games are real and playable (apps/games). */
const studio: VendorSeed = {
  code: 'STUDIO',
  displayName: 'Croupier Studio',
  adapter: 'studio',
  demoOnly: false,
  smallIcon: '/games/vendors/studio.svg',
  isHot: true,
  games: (
    [
      {
        vendorGameId: 'classic3x3',
        names: studioGameNames.classic3x3,
        category: 'RNG',
        classify: ['SC'],
        lineCount: 5,
        popularRank: 1,
      },
      {
        vendorGameId: 'video5x3',
        names: studioGameNames.video5x3,
        category: 'RNG',
        classify: ['SC'],
        lineCount: 20,
        popularRank: 2,
      },
      {
        vendorGameId: 'ways5x4',
        names: studioGameNames.ways5x4,
        category: 'RNG',
        classify: ['SC'],
        popularRank: 3,
      },
      {
        // A table game, not a slot: the spec's table category is LIVE, roulette's code ROU.
        vendorGameId: 'roulette',
        names: studioGameNames.roulette,
        category: 'LIVE',
        classify: ['ROU'],
        popularRank: 4,
      },
    ] satisfies Omit<GameSeed, 'icon'>[]
  ).map((game) => ({
    ...game,
    icon: `/games/studio/${game.vendorGameId}.svg`,
    supportPlay: true,
    hot: true,
  })),
};

const adjectives: Names[] = [
  { en: 'Golden', vi: 'Vàng' },
  { en: 'Lucky', vi: 'May Mắn' },
  { en: 'Mystic', vi: 'Huyền Bí' },
  { en: 'Royal', vi: 'Hoàng Gia' },
  { en: 'Wild', vi: 'Hoang Dã' },
  { en: 'Silver', vi: 'Bạc' },
  { en: 'Crystal', vi: 'Pha Lê' },
  { en: 'Jade', vi: 'Ngọc Bích' },
  { en: 'Thunder', vi: 'Sấm Sét' },
  { en: 'Midnight', vi: 'Nửa Đêm' },
  { en: 'Ancient', vi: 'Cổ Đại' },
  { en: 'Blazing', vi: 'Rực Lửa' },
];
const nouns: Names[] = [
  { en: 'Dragon', vi: 'Rồng' },
  { en: 'Tiger', vi: 'Hổ' },
  { en: 'Phoenix', vi: 'Phượng Hoàng' },
  { en: 'Panda', vi: 'Gấu Trúc' },
  { en: 'Koi', vi: 'Cá Chép' },
  { en: 'Lotus', vi: 'Hoa Sen' },
  { en: 'Temple', vi: 'Đền' },
  { en: 'Treasure', vi: 'Kho Báu' },
  { en: 'Pearl', vi: 'Ngọc Trai' },
  { en: 'Empire', vi: 'Đế Chế' },
  { en: 'Lantern', vi: 'Đèn Lồng' },
  { en: 'Festival', vi: 'Lễ Hội' },
];

/**
 * The `index`-th made-up game name: adjective and noun (Vietnamese puts the noun first).
 * The first 144 are all different.
 */
function madeUpName(index: number, suffix = ''): Names {
  const adjective = adjectives[index % adjectives.length]!;
  const noun = nouns[(index + Math.floor(index / adjectives.length)) % nouns.length]!;
  return { en: `${adjective.en} ${noun.en}${suffix}`, vi: `${noun.vi} ${adjective.vi}${suffix}` };
}

function range<T>(count: number, make: (index: number) => T): T[] {
  return Array.from({ length: count }, (_, index) => make(index));
}

const liveTables: [string, string, Names, number][] = [
  ['bac', 'BAC', { en: 'Baccarat', vi: 'Baccarat' }, 6],
  ['rou', 'ROU', { en: 'Roulette', vi: 'Roulette' }, 3],
  ['bj', 'BJ', { en: 'Blackjack', vi: 'Xì Dách' }, 4],
  ['sic', 'SIC', { en: 'Sic Bo', vi: 'Tài Xỉu' }, 2],
  ['dat', 'DAT', { en: 'Dragon Tiger', vi: 'Rồng Hổ' }, 2],
  ['he', 'HE', { en: "Casino Hold'em", vi: "Hold'em Sòng Bài" }, 1],
  ['ft', 'FT', { en: 'Fan Tan', vi: 'Fan Tan' }, 1],
];

const pvpRooms: [string, string, Names, bigint][] = [
  ['holdem-1', 'HE', { en: "Texas Hold'em 1/2", vi: "Texas Hold'em 1/2" }, 100n],
  ['holdem-5', 'HE', { en: "Texas Hold'em 5/10", vi: "Texas Hold'em 5/10" }, 500n],
  ['holdem-25', 'HE', { en: "Texas Hold'em 25/50", vi: "Texas Hold'em 25/50" }, 2_500n],
  ['niuniu-1', 'NN', { en: 'Niu Niu', vi: 'Ngưu Ngưu' }, 100n],
  ['niuniu-10', 'NN', { en: 'Niu Niu High Stakes', vi: 'Ngưu Ngưu Cược Cao' }, 1_000n],
  ['zjh-1', 'ZJH', { en: 'Three Card Poker', vi: 'Bài Ba Lá' }, 100n],
  ['mj-1', 'MJ', { en: 'Mahjong', vi: 'Mạt Chược' }, 200n],
  ['tcp-1', 'TCP', { en: 'Tien Len', vi: 'Tiến Lên' }, 100n],
];

/**
 * Demo vendors: a catalogue for the look of the lobby only. Nothing is behind their games
 * (`demoOnly`: launching one is refused as demo-only), their names say "(demo)" and their
 * pictures say DEMO. DEMOLIVE and DEMOSPORTS are the transfer wallets of the demo brand.
 */
const demoVendorSeeds: { code: string; displayName: string; games: Omit<GameSeed, 'icon'>[] }[] = [
  {
    code: 'DEMOLIVE',
    displayName: 'Demo Live Casino (demo)',
    games: liveTables.flatMap(([id, classify, name, tables]) =>
      range(tables, (table) => ({
        vendorGameId: `${id}-${table + 1}`,
        names: { en: `${name.en} ${table + 1}`, vi: `${name.vi} ${table + 1}` },
        category: 'LIVE' as const,
        classify: [classify],
        minBet: 1_000n,
        hot: table === 0,
        popularRank: id === 'bac' && table === 0 ? 5 : undefined,
      })),
    ),
  },
  {
    code: 'DEMOSLOTS',
    displayName: 'Demo Slots (demo)',
    games: [
      {
        // Opens the vendor's own game list (spec §2 "VASSALAGE leads to a popup game list").
        vendorGameId: 'lobby',
        names: { en: 'Demo Slots lobby', vi: 'Sảnh Demo Slots' },
        category: 'RNG' as const,
        isGame: 'VASSALAGE' as const,
        hot: true,
      },
      ...range(48, (index) => ({
        vendorGameId: `slot-${String(index + 1).padStart(3, '0')}`,
        names: madeUpName(index),
        category: 'RNG' as const,
        classify: [slotClassifyCodes[index % slotClassifyCodes.length]!],
        minBet: 10n,
        lineCount: [10, 20, 25, 40, 50][index % 5],
        hot: index % 8 === 0,
        popularRank: index < 3 ? 6 + index : undefined,
      })),
    ],
  },
  {
    code: 'DEMOSPORTS',
    displayName: 'Demo Sportsbook (demo)',
    games: [
      { vendorGameId: 'sportsbook', names: { en: 'Sportsbook', vi: 'Thể Thao' } },
      { vendorGameId: 'virtual', names: { en: 'Virtual Sports', vi: 'Thể Thao Ảo' } },
    ].map((game) => ({ ...game, category: 'SPORTS' as const })),
  },
  {
    // The spec's sports vendor with its own nav entry after Live (spec §2 "Header").
    code: 'DS88',
    displayName: 'DS88 Sports (demo)',
    games: [
      {
        vendorGameId: 'ds88',
        names: { en: 'DS88 Sports', vi: 'Thể Thao DS88' },
        category: 'SPORTS' as const,
      },
    ],
  },
  {
    code: 'DEMOESPORTS',
    displayName: 'Demo E-Sports (demo)',
    games: [
      { vendorGameId: 'esports', names: { en: 'E-Sports Book', vi: 'Cá Cược E-Sports' } },
      { vendorGameId: 'esports-live', names: { en: 'E-Sports Live', vi: 'E-Sports Trực Tiếp' } },
    ].map((game) => ({ ...game, category: 'ESPORTS' as const })),
  },
  {
    code: 'DEMOFISH',
    displayName: 'Demo Fishing (demo)',
    games: range(8, (index) => ({
      vendorGameId: `fish-${index + 1}`,
      names: madeUpName(index * 7 + 3, ' Fishing'),
      category: 'FISH' as const,
      minBet: 10n,
      hot: index === 0,
    })).map((game) => ({
      ...game,
      names: { en: game.names.en, vi: `Bắn Cá ${game.names.vi.replace(' Fishing', '')}` },
    })),
  },
  {
    code: 'DEMOPVP',
    displayName: 'Demo Poker Rooms (demo)',
    games: pvpRooms.map(([id, classify, names, minBet]) => ({
      vendorGameId: id,
      names,
      category: 'PVP' as const,
      classify: [classify],
      minBet,
    })),
  },
];
const demoVendors: VendorSeed[] = demoVendorSeeds.map((vendor) => ({
  ...vendor,
  adapter: 'demo' as const,
  demoOnly: true,
  smallIcon: demoVendorIcon,
  isHot: false,
  games: vendor.games.map((game) => ({
    ...game,
    icon: demoIcon(game.category),
  })),
}));

/** The catalogue of the demo brand, in lobby order: the studio first. */
export const demoCatalogue: VendorSeed[] = [studio, ...demoVendors];

/** Node ids by vendor block: the studio's games are 1001..., the next vendor's 2001... */
const nodeIdOf = (vendorIndex: number, gameIndex: number) =>
  (vendorIndex + 1) * 1_000 + gameIndex + 1;
/** Merchant sort keys leave room between vendors for an operator's own order. */
const sortOrderOf = (vendorIndex: number, gameIndex: number) => vendorIndex * 10_000 + gameIndex;

async function insertVendors(db: Database, vendors: Omit<VendorSeed, 'games'>[]) {
  await db
    .insert(gameVendors)
    .values(
      vendors.map((vendor) => ({
        code: vendor.code,
        displayName: vendor.displayName,
        smallIcon: vendor.smallIcon,
        adapter: vendor.adapter,
        demoOnly: vendor.demoOnly,
      })),
    )
    .onConflictDoNothing();
  const rows = await db
    .select({ id: gameVendors.id, code: gameVendors.code })
    .from(gameVendors)
    .where(
      inArray(
        gameVendors.code,
        vendors.map((vendor) => vendor.code),
      ),
    );
  return new Map(rows.map((row) => [row.code, row.id]));
}

/**
 * The demo brand's games: the studio's four real games, then the demo vendors' catalogue,
 * all enabled for the merchant. Like the other seed files it adds what is missing and
 * leaves existing rows (which an operator may have changed) as they are.
 */
export async function seedDemoGames(db: Database, merchantId: number): Promise<void> {
  const vendorIds = await insertVendors(db, demoCatalogue);
  const gameRows = demoCatalogue.flatMap((vendor, vendorIndex) =>
    vendor.games.map((game, gameIndex) => ({
      vendorId: vendorIds.get(vendor.code)!,
      nodeId: nodeIdOf(vendorIndex, gameIndex),
      vendorGameId: game.vendorGameId,
      code: game.code ?? null,
      defaultPlayType: game.defaultPlayType ?? null,
      names: game.names,
      searchText: searchTextOf(game.names),
      icon: game.icon,
      category: game.category,
      classify: game.classify ?? [],
      supportPlay: game.supportPlay ?? false,
      isGame: game.isGame ?? 'GAME',
      minBet: game.minBet ?? 0n,
      lineCount: game.lineCount ?? 0,
    })),
  );
  await db.insert(games).values(gameRows).onConflictDoNothing();
  await alignStudioCategories(db, vendorIds.get(studio.code)!);
  const stored = await db
    .select({ id: games.id, vendorId: games.vendorId, vendorGameId: games.vendorGameId })
    .from(games)
    .where(inArray(games.vendorId, [...vendorIds.values()]));
  const gameIdOf = new Map(stored.map((row) => [`${row.vendorId}:${row.vendorGameId}`, row.id]));

  await db
    .insert(merchantVendors)
    .values(
      demoCatalogue.map((vendor, vendorIndex) => ({
        merchantId,
        vendorId: vendorIds.get(vendor.code)!,
        sortOrder: vendorIndex * 10,
        isHot: vendor.isHot,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(merchantGames)
    .values(
      demoCatalogue.flatMap((vendor, vendorIndex) => {
        const vendorId = vendorIds.get(vendor.code)!;
        return vendor.games.map((game, gameIndex) => ({
          merchantId,
          gameId: gameIdOf.get(`${vendorId}:${game.vendorGameId}`)!,
          vendorId,
          category: game.category,
          sortOrder: sortOrderOf(vendorIndex, gameIndex),
          isHot: game.hot ?? false,
          popularRank: game.popularRank ?? null,
        }));
      }),
    )
    .onConflictDoNothing();
}

/**
 * The studio's games are ours, and no operator can change a game's category or
 * classification: a database seeded before a game changed category (European Roulette was
 * once filed under slots) takes the catalogue's, in every brand's lobby. Rounds already
 * played keep the category they were recorded with.
 */
async function alignStudioCategories(db: Database, studioId: number): Promise<void> {
  const catalogue = studio.games.map(
    (game) =>
      sql`(${game.vendorGameId}, ${game.category}, string_to_array(${(game.classify ?? []).join(',')}, ','))`,
  );
  await db.execute(sql`
    update games g set category = c.category, classify = c.classify
    from (values ${sql.join(catalogue, sql`, `)}) as c(vendor_game_id, category, classify)
    where g.vendor_id = ${studioId} and g.vendor_game_id = c.vendor_game_id
      and (g.category <> c.category or g.classify <> c.classify)`);
  await db.execute(sql`
    update merchant_games mg set category = g.category
    from games g
    where g.id = mg.game_id and g.vendor_id = ${studioId} and mg.category <> g.category`);
}

const syntheticVendorCount = 20;
const syntheticCategories: GameCategory[] = [
  ...range(7, () => 'RNG' as const),
  'LIVE',
  'FISH',
  'PVP',
];

/**
 * A large synthetic catalogue for measurements (bench/lobby, the web's 10,000-game check):
 * `count` demo-only games over 20 synthetic vendors, mostly slots with live tables, fishing
 * and PVP among them, every vendor in every one of those categories, all enabled for the
 * merchant after its demo catalogue. Deterministic and safe to run again.
 */
export async function seedLargeCatalogue(
  db: Database,
  merchantId: number,
  count: number,
): Promise<void> {
  const vendors = range(syntheticVendorCount, (index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      code: `SYNTH${number}`,
      displayName: `Synthetic Vendor ${number} (demo)`,
      adapter: 'demo' as const,
      demoOnly: true,
      smallIcon: demoVendorIcon,
      isHot: false,
    };
  });
  const vendorIds = await insertVendors(db, vendors);
  const batch = 1_000;
  for (let start = 0; start < count; start += batch) {
    const rows = range(Math.min(batch, count - start), (offset) => {
      const index = start + offset;
      const category = syntheticCategories[Math.floor(index / syntheticVendorCount) % 10]!;
      const names = madeUpName(index % 144, ` ${Math.floor(index / 144) + 1}`);
      const classify =
        category === 'RNG'
          ? [slotClassifyCodes[(index * 7) % slotClassifyCodes.length]!]
          : category === 'LIVE'
            ? [liveClassifyCodes[index % 5]!]
            : [];
      return {
        vendorId: vendorIds.get(vendors[index % syntheticVendorCount]!.code)!,
        nodeId: 1_000_000 + index,
        vendorGameId: `synth-${index}`,
        names,
        searchText: searchTextOf(names),
        icon: demoIcon(category),
        category,
        classify,
      };
    });
    await db.insert(games).values(rows).onConflictDoNothing();
  }
  await db
    .insert(merchantVendors)
    .values(
      vendors.map((vendor, index) => ({
        merchantId,
        vendorId: vendorIds.get(vendor.code)!,
        sortOrder: 1_000 + index,
      })),
    )
    .onConflictDoNothing();
  // After the demo catalogue in lobby order; one hot game in 97.
  await db.execute(sql`
    insert into merchant_games (merchant_id, game_id, vendor_id, category, sort_order, is_hot)
    select ${merchantId}, g.id, g.vendor_id, g.category, g.node_id, g.node_id % 97 = 0
    from games g
    where g.vendor_id in (${sql.join(
      [...vendorIds.values()].map((id) => sql`${id}`),
      sql`, `,
    )})
    on conflict do nothing`);
  // Fresh statistics, so the planner knows the lobby tables are no longer small.
  await db.execute(sql`analyze games, merchant_games, merchant_vendors, game_vendors`);
}
