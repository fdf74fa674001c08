import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { guardedLookup, refusedUrl, RefusedAddressError, systemResolver, type OutboundPolicy, type Resolver } from '@parley/server-kit';

/** The webhook did not answer within the time limit (what the circuit breaker counts). */
export class WebhookTimeoutError extends Error {}

export interface WebhookPost {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
}

/**
 * POSTs to bots' webhooks, only at addresses the policy allows: the URL is checked first (IP
 * literals in every notation, internal names), then each connection resolves its host through
 * `guardedLookup`, which refuses the whole call if any address is internal and connects to the
 * address it checked. Redirects are not followed (a 3xx is a failure like any non-2xx answer).
 */
export class WebhookClient {
  private readonly http: HttpAgent;
  private readonly https: HttpsAgent;
  private readonly lookup: ReturnType<typeof guardedLookup>;

  constructor(
    private readonly policy: OutboundPolicy,
    resolve: Resolver = systemResolver,
  ) {
    this.lookup = guardedLookup(policy, resolve);
    this.http = new HttpAgent({ keepAlive: true, maxSockets: 64 });
    this.https = new HttpsAgent({ keepAlive: true, maxSockets: 64 });
  }

  /** Resolves with the status on a 2xx; rejects otherwise (RefusedAddressError, WebhookTimeoutError, or the HTTP status). */
  post(p: WebhookPost): Promise<number> {
    const why = refusedUrl(p.url, this.policy);
    if (why) return Promise.reject(new RefusedAddressError(`webhook address refused: ${why}`));
    const url = new URL(p.url);
    const secure = url.protocol === 'https:';
    return new Promise<number>((resolve, reject) => {
      const req = (secure ? httpsRequest : httpRequest)(
        url,
        {
          method: 'POST',
          agent: secure ? this.https : this.http,
          lookup: this.lookup as never,
          headers: { ...p.headers, 'content-length': String(Buffer.byteLength(p.body)) },
        },
        (res: IncomingMessage) => {
          // Read the answer so the connection goes back to the pool.
          res.resume();
          res.on('end', () => {
            clearTimeout(timer);
            const status = res.statusCode ?? 0;
            if (status >= 200 && status < 300) resolve(status);
            else if (status >= 300 && status < 400) reject(new Error(`webhook answered HTTP ${status} (redirects are not followed)`));
            else reject(new Error(`webhook answered HTTP ${status}`));
          });
          res.on('error', (err) => {
            clearTimeout(timer);
            reject(err);
          });
        },
      );
      const timer = setTimeout(() => {
        const err = new WebhookTimeoutError(`webhook did not answer within ${p.timeoutMs} ms`);
        reject(err);
        req.destroy(err);
      }, p.timeoutMs);
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.end(p.body);
    });
  }

  close(): void {
    this.http.destroy();
    this.https.destroy();
  }
}
