import { ExpiringCache } from '../../platform/cache/expiring-cache';
import type { Database } from '../../platform/db/database';
import type { RegisterRule, SystemStatus, WhitelabelNode } from '@croupier/contract';
import type { MerchantRow } from './schema';

// Every request resolves its merchant and every page load asks for the site's status: both
// read what only an operator changes, so each server keeps them (platform/cache). Writes to
// a merchant, its domains or its site settings go through `writeMerchantSettings`, which
// makes this server forget them once the write has committed; other servers see the change
// within the caches' bound.

/** A merchant by `code:…`, `domain:…` or `default`; a miss is kept too (unknown hosts). */
export const merchantsByRoute = new ExpiringCache<MerchantRow | undefined>('merchants');

export type SiteParts = {
  whitelabel: WhitelabelNode[];
  registerRules: RegisterRule[];
  resources: SystemStatus['info']['resources'];
};

/** What the status call shows of a merchant's site settings, by merchant id. */
export const siteOfMerchant = new ExpiringCache<SiteParts>('site settings');

/** A write to merchants or their site settings, in one transaction; forgotten after it. */
export async function writeMerchantSettings<T>(
  db: Database,
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } finally {
    merchantsByRoute.forget();
    siteOfMerchant.forget();
  }
}
