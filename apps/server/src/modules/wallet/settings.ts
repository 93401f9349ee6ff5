import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { walletSettings, type WalletSettingsRow } from './schema';

/** A merchant's money rules; a merchant without its own row gets the defaults, stored once. */
export async function walletSettingsOf(
  db: Database,
  merchantId: number,
): Promise<WalletSettingsRow> {
  const [row] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.merchantId, merchantId));
  if (row) return row;
  await db.insert(walletSettings).values({ merchantId }).onConflictDoNothing();
  const [made] = await db
    .select()
    .from(walletSettings)
    .where(eq(walletSettings.merchantId, merchantId));
  return made!;
}
