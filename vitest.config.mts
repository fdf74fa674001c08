import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const lib = (name: string) => ({ find: new RegExp(`^@parley/${name}$`), replacement: resolve(root, `libs/${name}/src`) });

export default defineConfig({
  // Legacy decorators with their metadata, which NestJS dependency injection needs (Vite's oxc transform).
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
  resolve: {
    alias: [
      { find: /^@parley\/extractors\/data$/, replacement: resolve(root, 'libs/extractors/data/load') },
      { find: /^@parley\/extractors\/app-entities$/, replacement: resolve(root, 'libs/extractors/src/app-entities') },
      { find: /^@parley\/spellcheck\/data$/, replacement: resolve(root, 'libs/spellcheck/data/load') },
      { find: /^@parley\/classifier\/data$/, replacement: resolve(root, 'libs/classifier/data/load') },
      { find: /^@parley\/contracts\/schemas$/, replacement: resolve(root, 'libs/contracts/src/schemas') },
      { find: /^@parley\/server-kit\/tracing$/, replacement: resolve(root, 'libs/server-kit/src/tracing') },
      { find: /^@parley\/client$/, replacement: resolve(root, 'packages/client/src/index.ts') },
      ...['extractors', 'spellcheck', 'classifier', 'persistence', 'contracts', 'config', 'testing', 'trainer-runtime', 'botmeter', 'redis', 'server-kit', 'server-modules'].map(lib),
    ],
  },
  test: {
    environment: 'node',
    include: ['{apps,libs,scripts,packages,examples}/**/*.{spec,int-spec,e2e-spec}.ts', 'apps/widget/test/*.browser-spec.ts'],
    exclude: ['**/node_modules/**', '**/dist/**'],
    globalSetup: ['libs/testing/src/global-setup.ts'],
    setupFiles: ['libs/testing/src/setup-file.ts'],
    reporters: ['default', './libs/testing/src/summary-reporter.ts'],
    // Test files share their worker's module cache (no isolation): each file's servers, Apps and
    // databases are its own, and no test file stubs modules, globals or the environment, so a file
    // gains nothing from importing NestJS, TypeORM and the engines again; on a 2-CPU machine the
    // suite takes 37% less time (the imports were a quarter of it). Setup files still run per file.
    isolate: false,
    // Two test files side by side on a PostgreSQL server (each on a database of its own, see
    // libs/testing/src/global-setup.ts): the suite takes a third less time on a 2-CPU machine; one
    // on the embedded PostgreSQL, which serves one. TEST_WORKERS sets it (1: one file at a time).
    maxWorkers: Number(process.env.TEST_WORKERS) || (process.env.DATABASE_URL ? 2 : 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
