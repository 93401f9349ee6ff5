import { isIPv6 } from 'node:net';

/**
 * The address a limit counts against (registrations, sign-in tries). An IPv6 host is handed a whole /64 and picks
 * a new address in it at will, so IPv6 counts by its /64; an IPv4 address counts alone.
 */
export function limitedAddress(ip: string): string {
  const address = ip.replace(/%.*$/, '');
  const mappedIpv4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mappedIpv4) return mappedIpv4[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  // An IPv4 tail (`::1.2.3.4`) takes the place of two groups.
  const width = (groups: string[]) => groups.length + (groups.at(-1)?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined
      ? groupsOf(head)
      : [
          ...groupsOf(head),
          ...Array<string>(8 - width(groupsOf(head)) - width(groupsOf(tail))).fill('0'),
          ...groupsOf(tail),
        ];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
