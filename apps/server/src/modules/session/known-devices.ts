import type { Database } from '../../platform/db/database';
import { limitedAddress } from '../../platform/ratelimit/addresses';
import type { MemberRow } from '../member/schema';
import * as queries from './queries';

// How far back a device or an address still counts as the account's own.
const recentMs = 30 * 86_400_000;

/**
 * Whether a sign-in comes from where the account signs in: its device id, or its address (an
 * IPv6 caller by its /64), on one of its sessions of the last 30 days. An account that has
 * never signed in has nothing to compare with (`firstSignIn`); a name that is nobody's is
 * `unknown`, like a stranger's device, so the answer does not tell which names are in use.
 */
export async function deviceStanding(
  db: Database,
  member: Pick<MemberRow, 'id' | 'lastLoginAt'> | undefined,
  client: { ip: string; loginDeviceId?: string },
  now = new Date(),
): Promise<'firstSignIn' | 'known' | 'unknown'> {
  if (!member) return 'unknown';
  if (member.lastLoginAt === null) return 'firstSignIn';
  const since = new Date(now.getTime() - recentMs);
  if (
    client.loginDeviceId &&
    (await queries.signedInFromDevice(db, member.id, client.loginDeviceId, since))
  ) {
    return 'known';
  }
  const address = limitedAddress(client.ip);
  const addresses = await queries.addressesSignedInFrom(db, member.id, since);
  return addresses.some((ip) => limitedAddress(ip) === address) ? 'known' : 'unknown';
}
