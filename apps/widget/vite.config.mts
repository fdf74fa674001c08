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
      return code.replace(/^import \{ (WT|XHR) \}.*$/gm, '').replace(/^\s*(webtransport: WT|polling: XHR),$/gm, '');
    },
  };
}

/**
 * Methods of socket.io-client's Socket the widget never calls (catch-all listeners, the retry
 * queue of `retries`, `emitWithAck`, `compress`, the `send`/`close` aliases), dropped from its
 * class: 0.5 KB gzipped of the 25 KB budget. The build fails if one is not found, so an upgrade
 * of socket.io-client that moves them is noticed.
 */
const UNUSED_SOCKET_METHODS = [
  'send',
  'emitWithAck',
  '_addToQueue',
  'close',
  'compress',
  'onAny',
  'prependAny',
  'offAny',
  'listenersAny',
  'onAnyOutgoing',
  'prependAnyOutgoing',
  'offAnyOutgoing',
  'listenersAnyOutgoing',
];
function withoutUnusedSocketMethods(): Plugin {
  return {
    name: 'parley-without-unused-socket-methods',
    transform(code, id) {
      if (!/socket\.io-client[\\/]build[\\/]esm[\\/]socket\.js$/.test(id)) return null;
      let out = code;
      for (const name of UNUSED_SOCKET_METHODS) {
        // A method of the class: its doc comment, its head at 4 spaces, its body up to the brace at 4 spaces.
        const method = new RegExp(`\\n(    /\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?    ${name}\\([^)]*\\) \\{\\n[\\s\\S]*?\\n    \\}\\n`);
        if (!method.test(out)) this.error(`socket.io-client's Socket has no method ${name} where expected: review UNUSED_SOCKET_METHODS`);
        out = out.replace(method, '\n');
      }
      return out;
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
  plugins: [withoutWebTransport(), withoutUnusedSocketMethods(), versionedCopy()],
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
