import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { gameVendors } from './schema';

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
