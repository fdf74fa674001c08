import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound call to a user-supplied URL (a bot's webhook) may reach. Public
 * unicast only by default; `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) also lets loopback, private
 * (RFC 1918, ULA) and shared (CGNAT) addresses through, for a bot running beside Parley. Link-local,
 * cloud metadata, unspecified, multicast, broadcast and reserved addresses are never reachable.
 */
export interface OutboundPolicy {
  allowPrivate: boolean;
}

/** Cloud metadata services: refused whatever the policy, also where their range would be allowed. */
const METADATA_ADDRESSES = new Set([
  '169.254.169.254',
  '169.254.170.2',
  '169.254.169.123',
  '100.100.100.200',
  '192.0.0.192',
  'fd00:ec2::254',
  'fd00:ec2::23',
]);
const METADATA_NAMES = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'metadata',
  'instance-data',
  'instance-data.ec2.internal',
  'metadata.azure.internal',
  'metadata.tencentyun.com',
]);

/** Ranges `allowPrivate` opens (ipaddr.js names). */
const PRIVATE_RANGES = new Set(['loopback', 'private', 'uniqueLocal', 'carrierGradeNat']);

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  uniqueLocal: 'a private (unique local) address',
  carrierGradeNat: 'a shared (CGNAT) address',
  linkLocal: 'a link-local address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

/**
 * The IPv4 address an IPv6 address carries, for the forms that reach it: IPv4-mapped
 * (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), NAT64
 * (64:ff9b::a.b.c.d) and 6to4 (2002:aabb:ccdd::).
 */
function embeddedIPv4(a: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = a.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const range = a.range();
  if (range === 'ipv4Mapped' || range === 'rfc6145' || range === 'rfc6052') return v4(p[6]!, p[7]!);
  if (range === '6to4') return v4(p[1]!, p[2]!);
  // ::/96 outside :: and ::1 (the IPv4-compatible form, deprecated but still routed by some stacks).
  if (p.slice(0, 6).every((x) => x === 0) && (p[6] !== 0 || p[7]! > 1)) return v4(p[6]!, p[7]!);
  return null;
}

/** Why `address` (an IP literal) may not be called under `policy`, or null when it may. */
export function refusedAddress(address: string, policy: OutboundPolicy): string | null {
  const literal = address.replace(/^\[|\]$/g, '');
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(literal);
  } catch {
    return `${address} is not an IP address`;
  }
  if (ip.kind() === 'ipv6') {
    const inner = embeddedIPv4(ip as ipaddr.IPv6);
    if (inner) {
      const why = refusedAddress(inner.toString(), policy);
      return why ? `${ip.toString()} carries ${inner.toString()}, ${why.replace(/^\S+ is /, '')}` : null;
    }
  }
  const shown = ip.toString();
  if (METADATA_ADDRESSES.has(shown)) return `${shown} is a cloud metadata address`;
  const range = ip.range();
  if (range === 'unicast') return null;
  if (policy.allowPrivate && PRIVATE_RANGES.has(range)) return null;
  const words = RANGE_WORDS[range] ?? `a reserved address (${range})`;
  return `${shown} is ${words}${PRIVATE_RANGES.has(range) ? ' (allowed only with WEBHOOK_ALLOW_PRIVATE=true)' : ''}`;
}

/** Lower case, without the trailing dot of a fully qualified name. */
function normalHost(hostname: string): string {
  return hostname.toLowerCase().replace(/\.$/, '');
}

/**
 * Why a URL may not be called, from the URL alone (scheme, IP literal in any notation, names that
 * are internal by definition), or null. The WHATWG URL parser has already turned 0x7f000001,
 * 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1. Names still need `resolvedRefusal` (or
 * `guardedLookup` when connecting).
 */
export function refusedUrl(raw: string, policy: OutboundPolicy): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http or https URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  const host = normalHost(url.hostname);
  if (!host) return 'has no host';
  const literal = host.replace(/^\[|\]$/g, '');
  if (isIP(literal)) {
    const why = refusedAddress(literal, policy);
    return why ? `points to ${why}` : null;
  }
  if (METADATA_NAMES.has(host)) return `points to ${host}, a cloud metadata service`;
  if (!policy.allowPrivate && (host === 'localhost' || host.endsWith('.localhost'))) {
    return `points to ${host}, a loopback name (allowed only with WEBHOOK_ALLOW_PRIVATE=true)`;
  }
  return null;
}

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** The operating system's resolver, as a connection would use it (`/etc/hosts`, then DNS). */
export const systemResolver: Resolver = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/** Why the addresses a name resolves to may not be called: the first refused one, or null when every one may. */
export function refusedAddresses(hostname: string, addresses: readonly LookupAddress[], policy: OutboundPolicy): string | null {
  for (const a of addresses) {
    const why = refusedAddress(a.address, policy);
    if (why) return `points to ${hostname}, which resolves to ${why}`;
  }
  return null;
}

export interface SaveCheckOptions {
  resolve?: Resolver;
  /** A name that has not resolved within this (ms) is taken as not resolving. */
  timeoutMs?: number;
}

/**
 * The check when a webhook URL is saved: the URL's own refusal, else the refusal of what its host
 * resolves to now. A name that does not resolve (yet) is accepted: the bot may be deployed after
 * its address is configured, and every delivery checks again before it connects.
 */
export async function checkOutboundUrl(raw: string, policy: OutboundPolicy, opts: SaveCheckOptions = {}): Promise<string | null> {
  const why = refusedUrl(raw, policy);
  if (why) return why;
  const host = normalHost(new URL(raw).hostname);
  if (isIP(host.replace(/^\[|\]$/g, ''))) return null;
  const resolve = opts.resolve ?? systemResolver;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((ok) => {
    timer = setTimeout(() => ok(null), opts.timeoutMs ?? 2000);
  });
  try {
    const addresses = await Promise.race([resolve(host).catch(() => null), timeout]);
    return addresses ? refusedAddresses(host, addresses, policy) : null;
  } finally {
    clearTimeout(timer);
  }
}

/** An outbound call refused by the policy: not worth a connection, not a webhook failure of the bot's doing. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for `http.request` / `net.connect`: resolves the name, refuses the connection when
 * any of its addresses is refused (a name resolving to one public and one internal address is
 * refused whole), and hands the socket exactly the addresses it checked, so what is connected to
 * is what was checked (no second resolution a rebinding DNS could answer differently).
 */
export function guardedLookup(policy: OutboundPolicy, resolve: Resolver = systemResolver) {
  return (hostname: string, options: LookupOneOptions | LookupAllOptions | number | undefined, callback: LookupCallback): void => {
    const host = normalHost(hostname);
    const all = typeof options === 'object' && options !== null && options.all === true;
    const family = typeof options === 'number' ? options : typeof options === 'object' && options ? options.family : undefined;
    const literal = isIP(host) ? [{ address: host, family: isIP(host) }] : null;
    (literal ? Promise.resolve(literal) : resolve(host)).then(
      (addresses) => {
        const why = refusedUrlName(host, policy) ?? refusedAddresses(host, addresses, policy);
        if (why) return callback(new RefusedAddressError(`webhook address refused: ${why}`), all ? [] : '', 0);
        const usable = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        if (!usable.length)
          return callback(Object.assign(new Error(`${host} has no IPv${family} address`), { code: 'ENOTFOUND' }), all ? [] : '', 0);
        if (all) return callback(null, usable);
        callback(null, usable[0]!.address, usable[0]!.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, all ? [] : '', 0),
    );
  };
}

function refusedUrlName(host: string, policy: OutboundPolicy): string | null {
  return isIP(host) ? null : refusedUrl(`http://${host}/`, policy);
}
