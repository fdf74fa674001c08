import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, WEBCHAT_OPERATIONS } from '../src/operations.js';

// The client cannot drift from the two contracts: every operation an App-Key (api) or a bot's push
// secret (webchat) may call is covered, nothing it calls is gone, and its types are generated from
// the committed documents as they are now.

type Doc = { paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[] }>> };
const root = join(__dirname, '..', '..', '..');
const apiDoc = JSON.parse(readFileSync(join(root, 'apps/api/openapi.json'), 'utf8')) as Doc;
const webchatDoc = JSON.parse(readFileSync(join(root, 'packages/client/openapi/webchat.json'), 'utf8')) as Doc;

/** Operations left out on purpose, each with why: none of them takes an App's key or push secret. */
const NOT_FOR_BOTS: Record<string, string> = {
  CdnController_script: "the widget's script, loaded by browsers",
  'webchat HealthController_live': "the webchat server's health, for load balancers",
  'webchat HealthController_ready': "the webchat server's readiness, for load balancers",
};
/**
 * The portal's routes (`/portal/api/...`: accounts, sessions, Apps' settings, keys and members) and the
 * webchat's operator routes (`/operator/...`: the Inbox of a person answering) are a person's, with a
 * portal session, never an App-Key's or a push secret's: not the bot builder's client.
 */
const portal = (path: string, security: Record<string, string[]>[] | undefined) =>
  path.startsWith('/portal/') ||
  (!!security?.length && security.every((s) => ('session' in s || 'portalSession' in s) && !('App-Key' in s)));

/** What the client misses of a contract, and what it calls that the contract does not have. */
export function drift(
  doc: Doc,
  covered: Record<string, readonly [string, string]>,
  server: 'api' | 'webchat',
): { uncovered: string[]; stale: string[] } {
  const uncovered: string[] = [];
  const inDoc = new Map<string, string>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const route = `${method.toUpperCase()} ${path}`;
      inDoc.set(op.operationId, route);
      if (portal(path, op.security) || NOT_FOR_BOTS[op.operationId] || NOT_FOR_BOTS[`${server} ${op.operationId}`]) continue;
      const mine = covered[op.operationId];
      if (!mine || `${mine[0]} ${mine[1]}` !== route) uncovered.push(`${route} (${op.operationId})`);
    }
  }
  const stale = Object.entries(covered)
    .filter(([id, [method, path]]) => inDoc.get(id) !== `${method} ${path}`)
    .map(([id, [method, path]]) => `${method} ${path} (${id})`);
  return { uncovered, stale };
}

describe('the client and the contracts', () => {
  it('covers every operation of apps/api/openapi.json an App-Key may call, and calls no other', () => {
    expect(drift(apiDoc, API_OPERATIONS, 'api')).toEqual({ uncovered: [], stale: [] });
  });

  it("covers the webchat's push endpoint, and calls no other", () => {
    expect(drift(webchatDoc, WEBCHAT_OPERATIONS, 'webchat')).toEqual({ uncovered: [], stale: [] });
  });

  it('fails on a route added to the API without the client knowing, and on one it calls that is gone', () => {
    const grown = structuredClone(apiDoc);
    grown.paths['/trainer/api/v0/synonyms'] = {
      get: {
        operationId: 'SynonymsController_list',
        security: [
          { 'App-Id': [], 'App-Key': [] },
          { 'App-Id': [], session: [] },
        ],
      },
    };
    grown.paths['/portal/api/apps/{id}/webhooks'] = { get: { operationId: 'PortalController_webhooks', security: [{ session: [] }] } };
    delete grown.paths['/botmeter/stats'];
    expect(drift(grown, API_OPERATIONS, 'api')).toEqual({
      uncovered: ['GET /trainer/api/v0/synonyms (SynonymsController_list)'],
      stale: ['GET /botmeter/stats (BotmeterController_stats)'],
    });
  });

  it('its types are generated from the committed documents as they are (npm run openapi)', async () => {
    const cli = join(root, 'node_modules/openapi-typescript/bin/cli.js');
    const stale = await Promise.all(
      [
        ['apps/api/openapi.json', 'api.ts'],
        ['packages/client/openapi/webchat.json', 'webchat.ts'],
      ].map(
        ([input, output]) =>
          new Promise<string | null>((resolve) =>
            // --check: exit 1 when the file differs from what the document generates.
            execFile(
              process.execPath,
              [cli, join(root, input!), '-o', join(root, 'packages/client/src/generated', output!), '--check'],
              (err) => resolve(err ? `packages/client/src/generated/${output} is stale: run npm run openapi` : null),
            ),
          ),
      ),
    );
    expect(stale.filter(Boolean)).toEqual([]);
  });
});
