import { resolve } from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const lib = (name: string) => resolve(root, `libs/${name}/src`);

// SWC compiles TypeScript with decorator metadata, which NestJS dependency injection needs.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: {
    alias: {
      '@parley/extractors': lib('extractors'),
      '@parley/spellcheck': lib('spellcheck'),
      '@parley/classifier': lib('classifier'),
      '@parley/persistence': lib('persistence'),
      '@parley/contracts': lib('contracts'),
      '@parley/testing': lib('testing'),
    },
  },
  test: {
    environment: 'node',
    include: ['{apps,libs}/**/*.{spec,int-spec,e2e-spec}.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/widget/test/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
