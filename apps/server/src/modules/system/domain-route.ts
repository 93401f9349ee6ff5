import { asc, eq } from 'drizzle-orm';
import type { system } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { merchantDomains, type MerchantRow } from './schema';

/** Host names that select the merchant, alphabetically so the answer is stable. */
export function listMerchantDomains(db: Database, merchantId: number) {
  return db
    .select({ domain: merchantDomains.domain })
    .from(merchantDomains)
    .where(eq(merchantDomains.merchantId, merchantId))
    .orderBy(asc(merchantDomains.domain));
}

/**
 * The domain route of the resolved merchant (spec §7): its code and every host name that
 * selects it. Nothing else about the brand leaves the server here.
 */
export async function getDomainRoute(
  db: Database,
  merchant: MerchantRow,
): Promise<system.DomainRoute> {
  const rows = await listMerchantDomains(db, merchant.id);
  return { merchantCode: merchant.code, domains: rows.map((row) => row.domain) };
}
