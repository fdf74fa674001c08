import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

// The root config leaves apps/widget/test/** out (browser specs need a built script and Chromium);
// this one runs the widget's unit specs and the bundle size check:
//   npx vitest run -c apps/widget/vitest.config.mts
export default defineConfig({
  root: import.meta.dirname,
  resolve: {
    alias: {
      '@parley/contracts': resolve(import.meta.dirname, '../../libs/contracts/src'),
      '@parley/message-view': resolve(import.meta.dirname, '../../libs/message-view/src'),
    },
  },
  test: { include: ['src/**/*.spec.ts', 'test/*.spec.ts'], environment: 'node' },
});
