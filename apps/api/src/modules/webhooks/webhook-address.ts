// Where a webhook may go (decision 247; docs/security.md, server-side request forgery). In production only https URLs
// whose addresses are public: no private, loopback, link-local, unique-local, carrier-grade NAT, documentation,
// multicast or cloud metadata address, in IPv4 or IPv6 (IPv4-mapped IPv6 is judged as the IPv4 it carries). The check
// is made on the address the connection actually uses (the lookup the HTTP request makes), so a name that resolves to
// a public address when the subscription is saved and to 127.0.0.1 when it is sent (DNS rebinding) is still refused.
import dns from 'node:dns';
import net from 'node:net';

const blockedV4 = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4');

const blockedV6 = new net.BlockList();
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6');

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** The IPv4 address an IPv4-mapped or -compatible IPv6 address carries (::ffff:10.0.0.1, ::ffff:a00:1), else null. */
function embeddedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|::ffff:0:)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  }
  return null;
}

export function isLoopbackAddress(address: string): boolean {
  const v4 = net.isIPv4(address) ? address : embeddedV4(address);
  if (v4) return loopback.check(v4, 'ipv4');
  return net.isIPv6(address) && loopback.check(address, 'ipv6');
}

/** Whether a webhook may connect to this address (allowLoopback: tests and development only). */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopbackAddress(address)) return true;
  const v4 = net.isIPv4(address) ? address : embeddedV4(address);
  if (v4) return !blockedV4.check(v4, 'ipv4');
  if (!net.isIPv6(address)) return false;
  return !blockedV6.check(address, 'ipv6');
}

export type UrlRefusal = 'not_a_url' | 'scheme' | 'credentials' | 'address';

/** Why a subscription URL is refused before any lookup, or null (the address is checked again at every delivery). */
export function urlRefusal(text: string, allowLoopback: boolean): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not_a_url';
  }
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) return 'scheme';
  if (url.username || url.password) return 'credentials';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !isAllowedAddress(host, allowLoopback)) return 'address';
  return null;
}

export class RefusedAddressError extends Error {
  readonly code = 'WEBHOOK_ADDRESS_REFUSED';
  constructor() {
    super('The webhook URL resolves to an address that is not public.');
  }
}

/** Resolves a name and refuses it unless every address it has is allowed: used when a subscription is saved. */
export async function resolvesToAllowed(hostname: string, allowLoopback: boolean): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host)) return isAllowedAddress(host, allowLoopback);
  try {
    const addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
    return addresses.length > 0 && addresses.every((a) => isAllowedAddress(a.address, allowLoopback));
  } catch {
    return false;
  }
}

/**
 * A `lookup` for http.request that answers only allowed addresses: the socket connects to what this returns, so the
 * address checked is the address used.
 */
export function guardedLookup(allowLoopback: boolean): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as dns.LookupAddress[];
      if (list.length === 0 || !list.every((a) => isAllowedAddress(a.address, allowLoopback)))
        return callback(new RefusedAddressError(), '', 4);
      if ((options as dns.LookupOptions).all)
        return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
