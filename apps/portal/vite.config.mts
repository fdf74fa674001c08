import { resolve } from 'node:path';
import { defineConfig } from 'vite';

const here = import.meta.dirname;

// The api serves the built files at /portal (apps/api/src/modules/portal/portal-static.ts).
export default defineConfig({
  root: here,
  base: '/portal/',
  // NODE_ENV pinned: under vitest (NODE_ENV=test) preact would keep its development branches.
  define: { 'process.env.NODE_ENV': '"production"' },
  resolve: {
    alias: {
      '@parley/contracts': resolve(here, '../../libs/contracts/src'),
      // How messages look, as the widget shows them (components/chat-messages.tsx).
      '@parley/message-view': resolve(here, '../../libs/message-view/src'),
    },
  },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2020',
    sourcemap: false,
    // One small bundle: no inline module-preload polyfill (helmet's CSP has no inline scripts).
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
  },
  server: { proxy: { '/portal/api': 'http://localhost:3000' } },
});
