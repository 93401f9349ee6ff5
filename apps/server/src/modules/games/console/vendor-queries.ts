import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { consoleGames } from '@croupier/contract';
import type { Database } from '../../../platform/db/database';
import { gameVendors } from '../catalogue/schema';
import { merchantSettings, nextGameOrder, rowsOf, type Row } from './queries';

// The console's reads and writes of the catalogue's vendors: with the merchant's row
// (`merchant_vendors`) when it has one, and how the platform reaches them (connections).

/** A vendor with the merchant's settings of it (absent ones read as "not offered"). */
export type VendorView = {
  id: number;
  code: string;
  name: string;
  adapter: (typeof consoleGames.vendorAdapters)[number];
  demoOnly: boolean;
  maintenance: boolean;
  offered: boolean;
  enabled: boolean;
  sortOrder: number;
  hot: boolean;
  games: number;
  enabledGames: number;
};

function toVendorView(row: Row): VendorView {
  return {
    id: Number(row.id),
    code: String(row.code),
    name: String(row.display_name),
    adapter: row.adapter as VendorView['adapter'],
    demoOnly: Boolean(row.demo_only),
    maintenance: Boolean(row.maintenance),
    offered: Boolean(row.offered),
    enabled: Boolean(row.enabled),
    sortOrder: Number(row.sort_order),
    hot: Boolean(row.is_hot),
    games: Number(row.games),
    enabledGames: Number(row.enabled_games),
  };
}

function vendorViews(db: Database, merchantId: number, where: SQL) {
  return rowsOf(
    db,
    sql`select v.id, v.code, v.display_name, v.adapter, v.demo_only, v.maintenance,
        mv.vendor_id is not null as offered, coalesce(mv.enabled, false) as enabled,
        coalesce(mv.sort_order, 0) as sort_order, coalesce(mv.is_hot, false) as is_hot,
        (select count(*)::int from games g where g.vendor_id = v.id) as games,
        (select count(*)::int from merchant_games mg
          where mg.merchant_id = ${merchantId} and mg.vendor_id = v.id and mg.enabled)
          as enabled_games
      from game_vendors v
      left join merchant_vendors mv on mv.vendor_id = v.id and mv.merchant_id = ${merchantId}
      where ${where}
      -- The merchant's vendors in its lobby order, then the rest of the catalogue.
      order by mv.vendor_id is null, mv.sort_order, v.id`,
  ).then((rows) => rows.map(toVendorView));
}

/** Every vendor of the catalogue, the merchant's first in its order. */
export function listVendorViews(db: Database, merchantId: number): Promise<VendorView[]> {
  return vendorViews(db, merchantId, sql`true`);
}

export async function findVendorView(
  db: Database,
  merchantId: number,
  vendorCode: string,
): Promise<VendorView | undefined> {
  const [view] = await vendorViews(db, merchantId, sql`v.code = ${vendorCode}`);
  return view;
}

/**
 * Holds the vendor's row until the transaction ends, so two operators' edits of one vendor
 * follow each other and each audit entry's "before" is what the edit really changed.
 */
export async function lockVendor(tx: Database, vendorCode: string): Promise<number | undefined> {
  const [row] = await rowsOf(
    tx,
    sql`select id from game_vendors where code = ${vendorCode} for update`,
  );
  return row ? Number(row.id) : undefined;
}

export async function setVendorMaintenance(tx: Database, vendorId: number, maintenance: boolean) {
  await tx.execute(
    sql`update game_vendors set maintenance = ${maintenance} where id = ${vendorId}`,
  );
}

/** Where a newly offered vendor goes: after everything the merchant has. */
const nextVendorOrder = (merchantId: number) =>
  sql`(select coalesce(max(sort_order), 0) + 10 from merchant_vendors where merchant_id = ${merchantId})`;

/**
 * Takes a vendor into the merchant's catalogue with every game of it on, after its other
 * vendors and games (in the catalogue's order of the vendor's games).
 */
export async function offerVendor(
  tx: Database,
  merchantId: number,
  vendorId: number,
  settings: { enabled: boolean; sortOrder?: number; hot: boolean },
) {
  await tx.execute(sql`
    insert into merchant_vendors (merchant_id, vendor_id, enabled, sort_order, is_hot)
    values (${merchantId}, ${vendorId}, ${settings.enabled},
      ${settings.sortOrder ?? nextVendorOrder(merchantId)}, ${settings.hot})`);
  await tx.execute(sql`
    insert into merchant_games (merchant_id, game_id, vendor_id, category, enabled, sort_order)
    select ${merchantId}, g.id, g.vendor_id, g.category, true,
      ${nextGameOrder(merchantId)} + 10 * (row_number() over (order by g.node_id) - 1)
    from games g where g.vendor_id = ${vendorId}
    on conflict do nothing`);
}

export async function updateMerchantVendor(
  tx: Database,
  merchantId: number,
  vendorId: number,
  changes: { enabled?: boolean; sortOrder?: number; hot?: boolean },
) {
  const sets = merchantSettings(changes);
  if (sets.length === 0) return;
  await tx.execute(sql`update merchant_vendors set ${sql.join(sets, sql`, `)}
    where merchant_id = ${merchantId} and vendor_id = ${vendorId}`);
}

// The console's reads and writes of how the platform reaches its vendors: the connection
// columns of `game_vendors`. Reads name their columns so the HMAC secret never leaves here
// except as "there is one".

const connectionColumns = {
  id: gameVendors.id,
  code: gameVendors.code,
  name: gameVendors.displayName,
  adapter: gameVendors.adapter,
  launchUrl: gameVendors.launchUrl,
  hasSecret: sql<boolean>`${gameVendors.seamlessSecret} is not null`,
  demoOnly: gameVendors.demoOnly,
  maintenance: gameVendors.maintenance,
  // Spelt out: in a one-table select drizzle leaves column names unqualified, and an
  // unqualified `id` inside the subquery would be the game's.
  games: sql<number>`(select count(*)::int from games g where g.vendor_id = game_vendors.id)`,
  createdAt: gameVendors.createdAt,
};

export type ConnectionRow = {
  id: number;
  code: string;
  name: string;
  adapter: string;
  launchUrl: string;
  hasSecret: boolean;
  demoOnly: boolean;
  maintenance: boolean;
  games: number;
  createdAt: Date;
};

/** Every vendor's connection, in the order the vendors were added (the studio first). */
export function listConnections(db: Database): Promise<ConnectionRow[]> {
  return db.select(connectionColumns).from(gameVendors).orderBy(asc(gameVendors.id));
}

export async function findConnection(
  db: Database,
  code: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await db
    .select(connectionColumns)
    .from(gameVendors)
    .where(eq(gameVendors.code, code));
  return row;
}

/**
 * Holds the vendor's row until the transaction ends, so two owners' edits of one connection
 * follow each other and each audit entry's "before" is what the edit really changed.
 */
export async function lockConnection(
  tx: Database,
  code: string,
): Promise<ConnectionRow | undefined> {
  const [row] = await tx
    .select(connectionColumns)
    .from(gameVendors)
    .where(eq(gameVendors.code, code))
    .for('update', { of: gameVendors });
  return row;
}

/** Adds a vendor unless its code is taken; undefined when it was. */
export async function insertConnection(
  tx: Database,
  values: {
    code: string;
    name: string;
    adapter: string;
    launchUrl: string;
    seamlessSecret: string;
    demoOnly: boolean;
  },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(gameVendors)
    .values({
      code: values.code,
      displayName: values.name,
      adapter: values.adapter,
      launchUrl: values.launchUrl,
      seamlessSecret: values.seamlessSecret,
      demoOnly: values.demoOnly,
    })
    .onConflictDoNothing()
    .returning({ id: gameVendors.id });
  return row?.id;
}

export async function updateConnection(
  tx: Database,
  vendorId: number,
  changes: { name?: string; launchUrl?: string; demoOnly?: boolean; seamlessSecret?: string },
): Promise<void> {
  const values = {
    displayName: changes.name,
    launchUrl: changes.launchUrl,
    demoOnly: changes.demoOnly,
    seamlessSecret: changes.seamlessSecret,
  };
  if (Object.values(values).every((value) => value === undefined)) return;
  await tx.update(gameVendors).set(values).where(eq(gameVendors.id, vendorId));
}
