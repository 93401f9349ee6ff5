import type { system } from '@croupier/contract';
import type { Database } from '../../platform/db/database';
import { listMerchantDomains } from './queries';
import type { MerchantRow } from './schema';

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
