import { z } from 'zod';
import { pageOf } from './pages';
import { envelope } from './envelope';
import { plainText } from './text-fields';
import { gameCategories } from './system-values';

// The console's Games section (`/bo/games/...`): which vendors and games a merchant offers,
// in what order, which are hot or popular, and which are under maintenance. Vendors and games
// are the platform's catalogue; whether and where a brand shows them is the merchant's.

export const vendorAdapters = ['studio', 'seamless', 'demo'] as const;

/** A vendor code as the catalogue writes it (`STUDIO`, `DEMOLIVE`). */
const vendorCode = z.string().regex(/^[A-Z0-9_]{2,32}$/);
/** Lobby position: lower comes first. */
const sortOrder = z.number().int().min(0).max(1_000_000);
/** Position in the popular list (`/lgw/games/popular`); null takes the game off it. */
const popularRank = z.number().int().min(1).max(999).nullable();

/** A vendor of the catalogue and what the merchant does with it. */
export const consoleVendor = z.object({
  code: z.string(),
  name: z.string(),
  adapter: z.enum(vendorAdapters),
  /** Lobby look only, no real game behind it (the site labels it demo). */
  demoOnly: z.boolean(),
  /** The vendor's maintenance switch: it holds for every brand of the deployment. */
  maintenance: z.boolean(),
  /** The merchant has taken the vendor into its catalogue (it may still be switched off). */
  offered: z.boolean(),
  /** Players of the merchant see the vendor's games. */
  enabled: z.boolean(),
  sortOrder: z.number(),
  hot: z.boolean(),
  /** Games of the vendor in the catalogue, and how many of them the merchant has on. */
  games: z.number(),
  enabledGames: z.number(),
});
export type ConsoleVendor = z.infer<typeof consoleVendor>;

const atLeastOneChange = (body: Record<string, unknown>) =>
  Object.values(body).some((value) => value !== undefined);

/**
 * A change to a vendor. Switching on a vendor the merchant never offered takes it in with
 * all its games on, after the merchant's other vendors.
 */
export const vendorChange = z
  .object({
    enabled: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
    hot: z.boolean().optional(),
    maintenance: z.boolean().optional(),
  })
  .strict()
  .refine(atLeastOneChange, { message: 'nothing_to_change' });
export type VendorChange = z.infer<typeof vendorChange>;

export const vendorParams = z.object({ vendorCode });

/** What a game list of the console may be narrowed to, besides vendor, category and name. */
export const gameStates = ['enabled', 'disabled', 'hot', 'popular', 'maintenance'] as const;
export type GameState = (typeof gameStates)[number];

export const gameListQuery = z.object({
  vendor: vendorCode.optional(),
  category: z.enum(gameCategories).optional(),
  /** Part of a name in any language, or of the vendor's game id. */
  search: z.string().trim().max(64).optional(),
  state: z.enum(gameStates).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type GameListQuery = z.infer<typeof gameListQuery>;

/** A game of the catalogue and how the merchant shows it, in the merchant's lobby order. */
export const consoleGame = z.object({
  /** The catalogue's number of the game (the wire's `nodeId`). */
  nodeId: z.number(),
  vendorGameId: z.string(),
  /** In the request's language, English when it has none. */
  name: z.string(),
  category: z.enum(gameCategories),
  icon: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  vendorEnabled: z.boolean(),
  vendorMaintenance: z.boolean(),
  demoOnly: z.boolean(),
  /** The merchant has the game in its catalogue (games added to a vendor later may not be). */
  offered: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number(),
  hot: z.boolean(),
  popularRank: z.number().nullable(),
  /** The game's maintenance switch: it holds for every brand of the deployment. */
  maintenance: z.boolean(),
});
export type ConsoleGame = z.infer<typeof consoleGame>;

export const consoleGamePage = pageOf(consoleGame);
export type ConsoleGamePage = z.infer<typeof consoleGamePage>;

export const gameParams = z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const gameChange = z
  .object({
    enabled: z.boolean().optional(),
    sortOrder: sortOrder.optional(),
    hot: z.boolean().optional(),
    popularRank: popularRank.optional(),
    maintenance: z.boolean().optional(),
  })
  .strict()
  .refine(atLeastOneChange, { message: 'nothing_to_change' });
export type GameChange = z.infer<typeof gameChange>;

/** New lobby positions of several games at once (the console's order editor). */
export const gameOrderBody = z.object({
  games: z
    .array(z.object({ nodeId: gameParams.shape.nodeId, sortOrder }))
    .min(1)
    .max(200)
    .refine((games) => new Set(games.map((game) => game.nodeId)).size === games.length, {
      message: 'duplicate_game',
    }),
});
export type GameOrderBody = z.infer<typeof gameOrderBody>;

/** How many games the order edit moved (games already at their position are left alone). */
export const gameOrderResult = z.object({ changed: z.number() });

// Vendor connections: how the platform reaches each vendor ---------------------------------

/**
 * A vendor's connection as the console shows it. Connections are the platform's, the same
 * for every brand; whether a brand offers the vendor is set in the vendor list. The HMAC
 * secret the vendor signs its seamless calls with is never shown again after it is made:
 * `hasSecret` says only whether there is one.
 */
export const vendorConnection = z.object({
  code: z.string(),
  name: z.string(),
  adapter: z.enum(vendorAdapters),
  /** Where the seamless adapter sends a player (empty for the studio and demo vendors). */
  launchUrl: z.string(),
  hasSecret: z.boolean(),
  demoOnly: z.boolean(),
  maintenance: z.boolean(),
  /** Games of the vendor in the catalogue. */
  games: z.number(),
  createdAt: z.string(),
});
export type VendorConnection = z.infer<typeof vendorConnection>;

/** An https address with a host and no credentials (the adapter adds its own query). */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
    );
  } catch {
    return false;
  }
}

const vendorName = plainText({ min: 1, max: 64 });
const launchUrl = z.string().trim().max(500).refine(isHttpsUrl, 'launch_url_invalid');

/**
 * A third-party vendor or aggregator that speaks the seamless-wallet API. The server makes
 * its HMAC secret and answers it once.
 */
export const connectionCreateBody = z
  .object({
    code: vendorCode,
    name: vendorName,
    adapter: z.literal('seamless'),
    launchUrl,
    /** Show its games in the lobby without launching them (while the connection is tested). */
    demoOnly: z.boolean(),
  })
  .strict();
export type ConnectionCreateBody = z.infer<typeof connectionCreateBody>;

/**
 * A change to a connection. The adapter is fixed when the vendor is added. The studio and
 * demo vendors have no launch address or secret to set; for them only the name changes.
 */
export const connectionChange = z
  .object({
    name: vendorName.optional(),
    launchUrl: launchUrl.optional(),
    demoOnly: z.boolean().optional(),
    /** Make a new secret (answered once); the old one stops working at once. */
    rotateSecret: z.literal(true).optional(),
  })
  .strict()
  .refine(atLeastOneChange, { message: 'nothing_to_change' });
export type ConnectionChange = z.infer<typeof connectionChange>;

export const connectionParams = z.object({ code: vendorCode });

/**
 * The answers to adding a connection and to changing it. `secret` is the new HMAC key, in
 * this answer only, to hand to the vendor now; a change that made none answers null.
 */
export const connectionCreated = z.object({ connection: vendorConnection, secret: z.string() });
export type ConnectionCreated = z.infer<typeof connectionCreated>;
export const connectionUpdated = z.object({
  connection: vendorConnection,
  secret: z.string().nullable(),
});
export type ConnectionUpdated = z.infer<typeof connectionUpdated>;

export const endpoints = {
  vendors: {
    method: 'GET',
    path: '/bo/games/vendors',
    summary: 'Every vendor of the catalogue and whether, where and how the merchant offers it',
    response: envelope(z.array(consoleVendor)),
  },
  updateVendor: {
    method: 'PATCH',
    path: '/bo/games/vendors/:vendorCode',
    summary: 'Switch a vendor on or off, move it, mark it hot, or put it under maintenance',
    params: vendorParams,
    body: vendorChange,
    response: envelope(consoleVendor),
  },
  games: {
    method: 'GET',
    path: '/bo/games',
    summary: 'A page of the catalogue’s games as the merchant has them, in lobby order',
    query: gameListQuery,
    response: envelope(consoleGamePage),
  },
  updateGame: {
    method: 'PATCH',
    path: '/bo/games/:nodeId',
    summary:
      'Switch a game on or off, move it, mark it hot or popular, or put it under maintenance',
    params: gameParams,
    body: gameChange,
    response: envelope(consoleGame),
  },
  reorderGames: {
    method: 'POST',
    path: '/bo/games/order',
    summary: 'New lobby positions of several games at once',
    body: gameOrderBody,
    response: envelope(gameOrderResult),
  },
  connections: {
    method: 'GET',
    path: '/bo/games/vendor-connections',
    summary: 'How the platform reaches each vendor: adapter, launch address, demo flag',
    response: envelope(z.array(vendorConnection)),
  },
  createConnection: {
    method: 'POST',
    path: '/bo/games/vendor-connections',
    summary: 'Add a seamless vendor or aggregator; answers its new HMAC secret, this once only',
    body: connectionCreateBody,
    response: envelope(connectionCreated),
  },
  updateConnection: {
    method: 'PUT',
    path: '/bo/games/vendor-connections/:code',
    summary:
      'Change a vendor’s name, launch address or demo flag, or give it a new secret (answered once)',
    params: connectionParams,
    body: connectionChange,
    response: envelope(connectionUpdated),
  },
} as const;
