import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook, WebhookVerificationError } from '../src/index.js';

// One set of vectors (test/webhook-vectors.json), checked by the TypeScript verifier and by the
// Python one (python/parley_webhook.py), so the two never disagree.

interface Vector {
  name: string;
  body: string;
  headers: Record<string, string>;
  now: number;
  tolerance?: number;
  secrets?: string[];
  expect: { ok: true; deliveryId: string; timestamp: number } | { ok: false; reason: string };
}
const vectorsFile = join(__dirname, 'webhook-vectors.json');
const { secret, vectors } = JSON.parse(readFileSync(vectorsFile, 'utf8')) as { secret: string; vectors: Vector[] };

const python = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!python) console.warn('[webhook.spec] the Python verifier is SKIPPED: no python3 on this machine');

describe('webhook verification vectors', () => {
  it('the TypeScript verifier', () => {
    const got = vectors.map((v) => {
      try {
        const r = verifyWebhook(Buffer.from(v.body, 'utf8'), v.headers, v.secrets ?? secret, { now: v.now, toleranceSeconds: v.tolerance });
        return { ok: true, deliveryId: r.deliveryId, timestamp: r.timestamp };
      } catch (e) {
        if (!(e instanceof WebhookVerificationError)) throw e;
        return { ok: false, reason: e.reason };
      }
    });
    expect(got).toEqual(vectors.map((v) => v.expect));
    // The same body read as a string verifies too, and signWebhook signs as the webchat server does.
    expect(verifyWebhook(vectors[0]!.body, vectors[0]!.headers, secret, { now: vectors[0]!.now }).event.type).toBe('text');
    expect(signWebhook(vectors[0]!.body, secret, vectors[0]!.expect.ok ? vectors[0]!.expect.timestamp : 0)).toBe(
      vectors[0]!.headers['Parley-Signature'],
    );
  });

  it.skipIf(!python)('the Python verifier (python/parley_webhook.py), standard library only', () => {
    const script = `
import json, sys
sys.path.insert(0, sys.argv[1])
from parley_webhook import verify_webhook, sign_webhook, WebhookVerificationError, Dedupe
doc = json.load(open(sys.argv[2], encoding="utf-8"))
out = []
for v in doc["vectors"]:
    try:
        r = verify_webhook(v["body"].encode("utf-8"), v["headers"], v.get("secrets") or doc["secret"], tolerance_seconds=v.get("tolerance", 300), now=v["now"])
        out.append({"ok": True, "deliveryId": r["delivery_id"], "timestamp": r["timestamp"]})
    except WebhookVerificationError as e:
        out.append({"ok": False, "reason": e.reason})
first = doc["vectors"][0]
d = Dedupe()
print(json.dumps({"results": out, "sign": sign_webhook(first["body"], doc["secret"], 1795339800), "dedupe": [d.seen("a"), d.seen("a"), d.seen("b")]}))
`;
    const out = JSON.parse(execFileSync('python3', ['-c', script, join(__dirname, '../python'), vectorsFile], { encoding: 'utf8' })) as {
      results: unknown[];
      sign: string;
      dedupe: boolean[];
    };
    expect(out.results).toEqual(vectors.map((v) => v.expect));
    expect(out.sign).toBe(vectors[0]!.headers['Parley-Signature']);
    expect(out.dedupe).toEqual([false, true, false]);
  });
});
