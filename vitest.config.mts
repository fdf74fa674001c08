import { resolve } from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;
const lib = (name: string) => ({ find: new RegExp(`^@parley/${name}$`), replacement: resolve(root, `libs/${name}/src`) });

// SWC compiles TypeScript with decorator metadata, which NestJS dependency injection needs.
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  resolve: {
    alias: [
      { find: /^@parley\/extractors\/data$/, replacement: resolve(root, 'libs/extractors/data/load') },
      { find: /^@parley\/spellcheck\/data$/, replacement: resolve(root, 'libs/spellcheck/data/load') },
      ...['extractors', 'spellcheck', 'classifier', 'persistence', 'contracts', 'testing', 'trainer-runtime'].map(lib),
    ],
  },
  test: {
    environment: 'node',
    include: ['{apps,libs}/**/*.{spec,int-spec,e2e-spec}.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', 'apps/widget/test/**'],
    globalSetup: ['libs/testing/src/global-setup.ts'],
    reporters: ['default', './libs/testing/src/summary-reporter.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
