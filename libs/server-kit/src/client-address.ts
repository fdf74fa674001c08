import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';

/** TRUST_PROXY as libs/config parses it: nobody, everybody, a hop count, or proxy addresses and CIDR ranges. */
export type TrustProxy = boolean | number | string[];

/** Whether the peer at `hop` (0: the connection's peer, then `X-Forwarded-For` right to left) is a proxy to believe. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The rule both servers apply to find a client's address (TRUST_PROXY, docs/operations.md): given
 * to Fastify (`request.ip`) and used for the webchat's Socket.IO handshakes (`clientAddress`), so
 * the two always agree. A hop count is applied here: Fastify 5 ignores a bare number.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust {
  if (setting === true) return () => true;
  if (setting === false || (Array.isArray(setting) && setting.length === 0)) return () => false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting);
}

/**
 * The client's address of a request (a Socket.IO handshake's `socket.request`): the connection's
 * peer, or the address in `X-Forwarded-For` that the trusted proxies in front of it name.
 */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust): string {
  return proxyAddr(request, trust) ?? '';
}
