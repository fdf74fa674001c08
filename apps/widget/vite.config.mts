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
 * engine.io-client bundles WebTransport, which Parley's server does not offer: keep long-polling
 * (the fallback behind proxies that block WebSocket) and WebSocket only.
 */
function withoutWebTransport(): Plugin {
  return {
    name: 'parley-without-webtransport',
    transform(code, id) {
      if (!/engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/.test(id)) return null;
      return code.replace(/^import \{ WT \}.*$/m, '').replace(/^\s*webtransport: WT,$/m, '');
    },
  };
}

export default defineConfig({
  root: here,
  configFile: false,
  define: { __VERSION__: JSON.stringify(version) },
  resolve: { alias: { '@parley/contracts': resolve(here, '../../libs/contracts/src') } },
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
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
