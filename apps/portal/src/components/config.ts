import { call, type PortalConfig } from '../api';

let cached: Promise<PortalConfig> | null = null;

/** The api's public addresses (webchat server for the snippet), fetched once. */
export function portalConfig(): Promise<PortalConfig> {
  cached ??= call<PortalConfig>('GET', '/config').catch((e: unknown) => {
    cached = null;
    throw e;
  });
  return cached;
}
