import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { loopbackWebhookUrls, otherInternalWebhookUrls } from '../../testing/src/internal-addresses';
import { checkOutboundUrl, guardedLookup, refusedAddress, refusedUrl, type Resolver } from './outbound-address';

const strict = { allowPrivate: false };
const open = { allowPrivate: true };

/** A resolver answering from a table, as a DNS server under an attacker's control would. */
const table =
  (answers: Record<string, string[]>): Resolver =>
  async (host) => {
    const a = answers[host];
    if (!a) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return a.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

function lookupOnce(
  lookup: ReturnType<typeof guardedLookup>,
  host: string,
  all: boolean,
): Promise<{ err: Error | null; addresses: LookupAddress[] | string }> {
  return new Promise((resolve) => lookup(host, { all } as never, (err, addresses) => resolve({ err, addresses })));
}

describe('refusedUrl', () => {
  it.each([...loopbackWebhookUrls(8080), ...otherInternalWebhookUrls])('refuses %s', (url) => {
    expect(refusedUrl(url, strict)).toMatch(/^points to /);
  });

  it.each([
    ['http://0x7f000001/', '127.0.0.1 is a loopback address'],
    ['http://[::ffff:127.0.0.1]/', '::ffff:7f00:1 carries 127.0.0.1, a loopback address'],
    ['http://169.254.169.254/', '169.254.169.254 is a cloud metadata address'],
    ['http://metadata.google.internal/', 'metadata.google.internal, a cloud metadata service'],
    ['http://100.64.0.1/', '100.64.0.1 is a shared (CGNAT) address'],
    ['http://[fc00::1]/', 'fc00::1 is a private (unique local) address'],
    ['http://localhost/', 'localhost, a loopback name'],
  ])('says why %s is refused', (url, why) => {
    expect(refusedUrl(url, strict)).toContain(why);
  });

  it.each([
    'https://bot.example.com/hook',
    'http://93.184.216.34:8080/hook',
    'https://[2606:4700::6810:85e5]/hook',
    'http://[64:ff9b::5db8:d822]/',
  ])('lets the public %s through', (url) => {
    expect(refusedUrl(url, strict)).toBeNull();
  });

  it('refuses what is not an http(s) URL or carries credentials', () => {
    expect(refusedUrl('ftp://bot.example.com/', strict)).toBe('must be an http or https URL');
    expect(refusedUrl('http://user:pw@bot.example.com/', strict)).toBe('must not carry a user name or password');
    expect(refusedUrl('not a url', strict)).toBe('is not a URL');
  });

  it('with WEBHOOK_ALLOW_PRIVATE lets loopback and private addresses through, never metadata, link-local or unspecified ones', () => {
    for (const url of [
      'http://127.0.0.1:3000/',
      'http://localhost:3000/',
      'http://[::1]/',
      'http://10.1.2.3/',
      'http://192.168.0.9/',
      'http://[fd12::1]/',
      'http://100.64.1.1/',
    ]) {
      expect(refusedUrl(url, open), url).toBeNull();
    }
    for (const url of [
      'http://169.254.169.254/',
      'http://[fd00:ec2::254]/',
      'http://100.100.100.200/',
      'http://metadata.google.internal/',
      'http://[fe80::1]/',
      'http://0.0.0.0/',
      'http://224.0.0.1/',
    ]) {
      expect(refusedUrl(url, open), url).not.toBeNull();
    }
  });
});

describe('refusedAddress', () => {
  it.each(['::ffff:10.0.0.1', '::10.0.0.1', '64:ff9b::10.0.0.1', '2002:0a00:0001::1', '::ffff:0:10.0.0.1'])(
    'sees the IPv4 address inside %s',
    (a) => {
      expect(refusedAddress(a, strict)).toContain('10.0.0.1, a private address');
    },
  );
});

describe('checkOutboundUrl (when a webhook URL is saved)', () => {
  const resolve = table({
    'bot.example.com': ['93.184.216.34'],
    'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
    'v6.example.com': ['::1'],
  });

  it('refuses a name that resolves to an internal address, even beside a public one', async () => {
    expect(await checkOutboundUrl('https://rebind.example.com/hook', strict, { resolve })).toBe(
      'points to rebind.example.com, which resolves to 10.0.0.7 is a private address (allowed only with WEBHOOK_ALLOW_PRIVATE=true)',
    );
    expect(await checkOutboundUrl('https://v6.example.com/hook', strict, { resolve })).toContain('::1 is a loopback address');
  });

  it('accepts a public name, and a name that does not resolve yet (checked again at each delivery)', async () => {
    expect(await checkOutboundUrl('https://bot.example.com/hook', strict, { resolve })).toBeNull();
    expect(await checkOutboundUrl('https://not-yet.example.com/hook', strict, { resolve })).toBeNull();
    const never: Resolver = () => new Promise(() => undefined);
    expect(await checkOutboundUrl('https://slow.example.com/hook', strict, { resolve: never, timeoutMs: 50 })).toBeNull();
  });
});

describe('guardedLookup (when a delivery connects)', () => {
  const resolve = table({
    'bot.example.com': ['93.184.216.34', '2606:4700::6810:85e5'],
    'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
  });

  it('hands the connection the addresses it checked', async () => {
    const lookup = guardedLookup(strict, resolve);
    expect(await lookupOnce(lookup, 'bot.example.com', true)).toEqual({
      err: null,
      addresses: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::6810:85e5', family: 6 },
      ],
    });
    expect((await lookupOnce(lookup, 'bot.example.com', false)).addresses).toBe('93.184.216.34');
  });

  it('refuses the whole connection when any address is internal', async () => {
    const { err } = await lookupOnce(guardedLookup(strict, resolve), 'rebind.example.com', true);
    expect(err?.message).toBe(
      'webhook address refused: points to rebind.example.com, which resolves to 127.0.0.1 is a loopback address (allowed only with WEBHOOK_ALLOW_PRIVATE=true)',
    );
    expect((await lookupOnce(guardedLookup(open, resolve), 'rebind.example.com', true)).err).toBeNull();
  });

  it('passes a resolution failure on', async () => {
    expect((await lookupOnce(guardedLookup(strict, resolve), 'nowhere.example.com', false)).err?.message).toContain('ENOTFOUND');
  });
});
