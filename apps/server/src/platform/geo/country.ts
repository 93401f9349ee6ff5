// The package ships no types; the reference brings ours along wherever this file is compiled.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./geoip-country.d.ts" />
import geoip from 'geoip-country';

/**
 * Country of an IP address from the IP-to-country database shipped in the `geoip-country`
 * package (GeoLite2-derived ranges, loaded in memory at start). Private, loopback and
 * unknown addresses have no country.
 */
export function countryOfIp(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice('::ffff:'.length) : ip;
  return geoip.lookup(address)?.country ?? null;
}
