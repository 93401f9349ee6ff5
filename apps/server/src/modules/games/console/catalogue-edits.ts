import type { consoleGames } from '@croupier/contract';
import { recordAudit, type AuditActor } from '../../../platform/audit/audit-log';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import { pageOf } from '../../../platform/http/pages';
import { forgetCachedLobby, nameIn } from '../catalogue/service';
import {
  findGameView,
  gameViewPage,
  lockGame,
  lockMerchantGameOrder,
  offerGame,
  setGameMaintenance,
  setMerchantGameOrders,
  updateMerchantGame,
  type GameView,
} from './queries';
import {
  findVendorView,
  listVendorViews,
  lockVendor,
  offerVendor,
  setVendorMaintenance,
  updateMerchantVendor,
  type VendorView,
} from './vendor-queries';

// The console's Games section: the merchant's vendors and games, on or off, in what order,
// hot or popular; and the catalogue's maintenance switches, which hold for every brand.
// Every change is one transaction with its audit entry; the lobby's few seconds of memory
// are dropped after it, so players of this server see the change at once (other servers
// within `catalogueTtlMs`).

/** Who changes what, for the audit entry. */
export type CatalogueEdit = { actor: AuditActor; merchantId: number };

function toConsoleVendor(view: VendorView): consoleGames.ConsoleVendor {
  const { id: _id, ...wire } = view;
  return wire;
}

function toConsoleGame(view: GameView, language: string): consoleGames.ConsoleGame {
  return {
    nodeId: view.nodeId,
    vendorGameId: view.vendorGameId,
    name: nameIn(view.names, language) || view.vendorGameId,
    category: view.category,
    icon: view.icon,
    vendorCode: view.vendorCode,
    vendorName: view.vendorName,
    vendorEnabled: view.vendorEnabled,
    vendorMaintenance: view.vendorMaintenance,
    demoOnly: view.demoOnly,
    offered: view.offered,
    enabled: view.enabled,
    sortOrder: view.sortOrder,
    hot: view.hot,
    popularRank: view.popularRank,
    maintenance: view.maintenance,
  };
}

/** The fields of `view` named in `keys`: what an audit entry shows before and after. */
function fieldsOf<T extends object>(view: T, keys: readonly string[]): Record<string, unknown> {
  const record = view as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, record[key]]));
}

/** The keys a change names, and `offered` when the change takes the row into the catalogue. */
function changedKeys(change: object, offers: boolean): string[] {
  const keys = Object.entries(change)
    .filter(([, value]) => value !== undefined)
    .map(([key]) => key);
  return offers ? ['offered', ...keys] : keys;
}

/** Every vendor of the catalogue with what the merchant does with it, its own first. */
export async function consoleVendors(
  db: Database,
  merchantId: number,
): Promise<consoleGames.ConsoleVendor[]> {
  return (await listVendorViews(db, merchantId)).map(toConsoleVendor);
}

/**
 * Changes a vendor. On, off, order and hot are the merchant's; a change to a vendor it never
 * offered takes the vendor in (all its games on). Maintenance is the vendor's own switch.
 */
export async function updateVendor(
  db: Database,
  edit: CatalogueEdit,
  vendorCode: string,
  change: consoleGames.VendorChange,
): Promise<consoleGames.ConsoleVendor> {
  const after = await db.transaction(async (tx) => {
    const vendorId = await lockVendor(tx, vendorCode);
    if (vendorId === undefined) throw AppError.of('vendorNotFound');
    const before = (await findVendorView(tx, edit.merchantId, vendorCode))!;
    if (change.maintenance !== undefined) {
      await setVendorMaintenance(tx, vendorId, change.maintenance);
    }
    const merchantChange = {
      enabled: change.enabled,
      sortOrder: change.sortOrder,
      hot: change.hot,
    };
    const touchesMerchant = Object.values(merchantChange).some((value) => value !== undefined);
    const offers = touchesMerchant && !before.offered;
    if (offers) {
      await offerVendor(tx, edit.merchantId, vendorId, {
        enabled: change.enabled ?? false,
        sortOrder: change.sortOrder,
        hot: change.hot ?? false,
      });
    } else if (touchesMerchant) {
      await updateMerchantVendor(tx, edit.merchantId, vendorId, merchantChange);
    }
    const after = (await findVendorView(tx, edit.merchantId, vendorCode))!;
    const keys = changedKeys(change, offers);
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'vendor.update',
      target: `vendor:${vendorCode}`,
      before: fieldsOf(before, keys),
      after: fieldsOf(after, keys),
    });
    return after;
  });
  forgetCachedLobby(db);
  return toConsoleVendor(after);
}

/** A page of the catalogue's games as the merchant has them, filtered as the console asks. */
export async function consoleGamePage(
  db: Database,
  merchantId: number,
  language: string,
  query: consoleGames.GameListQuery,
): Promise<consoleGames.ConsoleGamePage> {
  const search = query.search?.trim().toLowerCase();
  const { rows, totalCount } = await gameViewPage(
    db,
    merchantId,
    {
      vendorCode: query.vendor,
      category: query.category,
      search: search || undefined,
      state: query.state,
    },
    { limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize },
  );
  return pageOf(
    rows.map((row) => toConsoleGame(row, language)),
    totalCount,
    query,
  );
}

const gameTarget = (view: Pick<GameView, 'vendorCode' | 'vendorGameId'>) =>
  `game:${view.vendorCode}_${view.vendorGameId}`;

/**
 * Changes a game. On, off, order, hot and popular rank are the merchant's (a game it never
 * offered is taken in); maintenance is the game's own switch.
 */
export async function updateGame(
  db: Database,
  edit: CatalogueEdit,
  nodeId: number,
  language: string,
  change: consoleGames.GameChange,
): Promise<consoleGames.ConsoleGame> {
  const after = await db.transaction(async (tx) => {
    const gameId = await lockGame(tx, edit.merchantId, nodeId);
    if (gameId === undefined) throw AppError.of('gameNotFound');
    const before = (await findGameView(tx, edit.merchantId, nodeId))!;
    if (change.maintenance !== undefined) {
      await setGameMaintenance(tx, gameId, change.maintenance);
    }
    const merchantChange = {
      enabled: change.enabled,
      sortOrder: change.sortOrder,
      hot: change.hot,
      popularRank: change.popularRank,
    };
    const touchesMerchant = Object.values(merchantChange).some((value) => value !== undefined);
    const offers = touchesMerchant && !before.offered;
    if (offers) await offerGame(tx, edit.merchantId, gameId, merchantChange);
    else if (touchesMerchant) await updateMerchantGame(tx, edit.merchantId, gameId, merchantChange);
    const after = (await findGameView(tx, edit.merchantId, nodeId))!;
    const keys = changedKeys(change, offers);
    await recordAudit(tx, {
      staff: edit.actor,
      merchantId: edit.merchantId,
      action: 'game.update',
      target: gameTarget(after),
      before: fieldsOf(before, keys),
      after: fieldsOf(after, keys),
    });
    return after;
  });
  forgetCachedLobby(db);
  return toConsoleGame(after, language);
}

/**
 * New lobby positions of several of the merchant's games in one go. Games already where
 * they are asked to be are left alone; each moved game gets its own `game.update` entry.
 * A game the merchant does not offer refuses the whole edit.
 */
export async function reorderGames(
  db: Database,
  edit: CatalogueEdit,
  orders: consoleGames.GameOrderBody['games'],
): Promise<{ changed: number }> {
  const changed = await db.transaction(async (tx) => {
    const current = await lockMerchantGameOrder(
      tx,
      edit.merchantId,
      orders.map((order) => order.nodeId),
    );
    const byNode = new Map(current.map((row) => [row.nodeId, row]));
    const moves = orders.flatMap((order) => {
      const row = byNode.get(order.nodeId);
      if (!row) throw AppError.of('gameNotFound');
      return row.sortOrder === order.sortOrder ? [] : [{ ...row, newOrder: order.sortOrder }];
    });
    await setMerchantGameOrders(
      tx,
      edit.merchantId,
      moves.map((move) => ({ gameId: move.gameId, sortOrder: move.newOrder })),
    );
    for (const move of moves) {
      await recordAudit(tx, {
        staff: edit.actor,
        merchantId: edit.merchantId,
        action: 'game.update',
        target: gameTarget(move),
        before: { sortOrder: move.sortOrder },
        after: { sortOrder: move.newOrder },
      });
    }
    return moves.length;
  });
  if (changed > 0) forgetCachedLobby(db);
  return { changed };
}
