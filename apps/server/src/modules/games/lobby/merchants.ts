import type { MerchantLookup } from '../../../platform/http/merchant';
import { catalogueTtlMs, LobbyCache } from '../catalogue/service';

/**
 * The merchant lookup of the lobby's public reads, answered from memory for a few seconds.
 * Those calls use only the merchant's id, which never changes, and their answers are
 * already kept as long (`catalogueTtlMs`); reading the merchant's row from the database on
 * every call was most of their cost (bench/lobby). Calls that act on a merchant's settings
 * (launches, money) keep the platform's fresh lookup.
 */
export function cachedMerchantLookup(lookup: MerchantLookup): MerchantLookup {
  const cache = new LobbyCache();
  return {
    byCode: (code) => cache.get(`code:${code}`, catalogueTtlMs, () => lookup.byCode(code)),
    byDomain: (domain) =>
      cache.get(`domain:${domain}`, catalogueTtlMs, () => lookup.byDomain(domain)),
    byDefault: () => cache.get('default', catalogueTtlMs, () => lookup.byDefault()),
  };
}
