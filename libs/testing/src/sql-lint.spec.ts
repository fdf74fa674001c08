import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

// The lint rule "SQL only in repositories and stores" (eslint.config.mjs), run on snippets as if
// they were files of the project: what it refuses in a service, it lets through in a repository.
const ROOT = resolve(__dirname, '../../..');

const SNIPPETS: Record<string, string> = {
  'a raw query': `export class X { constructor(private readonly ds: { query(s: string): unknown }) {} run() { return this.ds.query('SELECT 1'); } }`,
  'a query builder': `export const q = (repo: any) => repo.createQueryBuilder('a').getMany();`,
  'a repository from a manager': `export const r = (m: any) => m.getRepository('apps');`,
  'a transaction': `export const t = (ds: any) => ds.transaction(async () => undefined);`,
  'an injected repository': `import { InjectRepository } from '@nestjs/typeorm';\nexport class X { constructor(@InjectRepository(Object) readonly r: unknown) {} }`,
  'an injected DataSource': `import { InjectDataSource } from '@nestjs/typeorm';\nexport class X { constructor(@InjectDataSource() readonly ds: unknown) {} }`,
  'a DataSource imported to be injected': `import { DataSource } from 'typeorm';\nexport class X { constructor(readonly ds: DataSource) {} }`,
};

describe('lint: SQL only in repositories and stores', () => {
  let eslint: ESLint;

  beforeAll(() => {
    // Only this rule, without type information (the snippets are not files of the TypeScript project).
    eslint = new ESLint({
      cwd: ROOT,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    });
  });

  const problems = async (code: string, file: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, file) });
    return result!.messages.map((m) => m.message);
  };

  it.each(Object.entries(SNIPPETS))(
    'refuses %s in a service, an api or webchat file, the libs that talk to the database and the scripts',
    async (_, code) => {
      for (const file of [
        'apps/api/src/modules/x/x.service.ts',
        'apps/webchat/src/x/x-worker.ts',
        'libs/trainer-runtime/src/x.ts',
        'libs/botmeter/src/x.ts',
        'libs/server-modules/src/x/x.module.ts',
        'scripts/x.ts',
      ]) {
        const found = await problems(code, file);
        expect(found, file).not.toEqual([]);
        expect(found[0]).toMatch(/^SQL only in repositories and stores/);
      }
    },
  );

  it.each(Object.entries(SNIPPETS))('lets %s through in a repository or a store', async (_, code) => {
    for (const file of ['apps/api/src/modules/x/x.repository.ts', 'libs/trainer-runtime/src/x.store.ts', 'apps/webchat/src/x/x.store.ts']) {
      expect(await problems(code, file), file).toEqual([]);
    }
  });

  it('lets a type-only import of a DataSource through (a provider wiring a store types its factory)', async () => {
    expect(
      await problems(
        `import type { DataSource } from 'typeorm';\nexport const f = (ds: DataSource) => ds.isInitialized;`,
        'apps/api/src/x.ts',
      ),
    ).toEqual([]);
  });
});
