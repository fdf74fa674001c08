import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, proxyTrust } from './client-address';

/** A request from `peer` carrying `forwarded` as X-Forwarded-For. */
function request(peer: string, forwarded?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  } as unknown as IncomingMessage;
}

describe('clientAddress under TRUST_PROXY', () => {
  const chain = request('10.0.0.2', '198.51.100.7, 203.0.113.9, 10.0.0.1');

  it('is the connection address with false, whatever X-Forwarded-For says', () => {
    expect(clientAddress(chain, proxyTrust(false))).toBe('10.0.0.2');
    expect(clientAddress(request('127.0.0.1'), proxyTrust(false))).toBe('127.0.0.1');
  });

  it('is the first address of X-Forwarded-For with true', () => {
    expect(clientAddress(chain, proxyTrust(true))).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1'), proxyTrust(true))).toBe('127.0.0.1');
  });

  it('believes that many proxies with a hop count', () => {
    expect(clientAddress(chain, proxyTrust(1))).toBe('10.0.0.1');
    expect(clientAddress(chain, proxyTrust(2))).toBe('203.0.113.9');
    expect(clientAddress(chain, proxyTrust(9))).toBe('198.51.100.7');
  });

  it('believes only the proxies listed, stopping at the first address that is not one', () => {
    expect(clientAddress(chain, proxyTrust(['10.0.0.0/8']))).toBe('203.0.113.9');
    expect(clientAddress(chain, proxyTrust(['10.0.0.2', '10.0.0.1', '203.0.113.0/24']))).toBe('198.51.100.7');
    // A peer that is not a listed proxy names nobody: its X-Forwarded-For is its own say-so.
    expect(clientAddress(request('192.0.2.50', '198.51.100.7'), proxyTrust(['10.0.0.0/8']))).toBe('192.0.2.50');
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7'), proxyTrust(['loopback']))).toBe('198.51.100.7');
  });
});
