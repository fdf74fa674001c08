import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

const here = import.meta.dirname;
const { version } = JSON.parse(readFileSync(resolve(here, 'package.json'), 'utf8')) as { version: string };
const FILE = 'parley-webchat.js';

/** The CDN serves `parley-webchat@<version>` next to the latest: same bytes, a second name. */
function versionedCopy(): Plugin {
  return {
    name: 'parley-versioned-copy',
    generateBundle(_, bundle) {
      const main = bundle[FILE];
      if (main?.type === 'chunk') this.emitFile({ type: 'asset', fileName: `parley-webchat@${version}.js`, source: main.code });
    },
  };
}

/**
 * engine.io-client bundles WebTransport and HTTP long-polling. The widget speaks WebSocket only
 * (supported by every browser we target; long-polling costs 0.6 KB gzipped of the 25 KB budget and
 * WebTransport is not offered by the server), as socket.io's own size guide suggests.
 */
function withoutWebTransport(): Plugin {
  return {
    name: 'parley-without-webtransport',
    transform(code, id) {
      if (!/engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/.test(id)) return null;
      return code
        .replace(/^import \{ (WT|XHR) \}.*$/gm, '')
        .replace(/^\s*(webtransport: WT|polling: XHR),$/gm, '');
    },
  };
}

export default defineConfig({
  root: here,
  // NODE_ENV pinned: under vitest (NODE_ENV=test) libraries would keep their development branches.
  define: { __VERSION__: JSON.stringify(version), 'process.env.NODE_ENV': '"production"' },
  resolve: {
    // 'production' pinned: with NODE_ENV=test (vitest) Vite would pick engine.io-client's debug build.
    conditions: ['module', 'browser', 'production'],
    alias: {
      '@parley/contracts': resolve(here, '../../libs/contracts/src'),
      // Text-only Socket.IO packet codec: see src/socket-parser.ts.
      'socket.io-parser': resolve(here, 'src/socket-parser.ts'),
    },
  },
  // Classic h(): preact core already has it, the automatic runtime would add its own module.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' }, jsxInject: "import { h } from 'preact'" },
  plugins: [withoutWebTransport(), versionedCopy()],
  build: {
    outDir: resolve(here, 'dist'),
    emptyOutDir: true,
    target: 'es2017',
    sourcemap: false,
    minify: true,
    lib: {
      entry: resolve(here, 'src/main.tsx'),
      name: 'ParleyWebchat',
      formats: ['iife'],
      fileName: () => FILE,
    },
  },
});
