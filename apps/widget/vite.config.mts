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
 * engine.io-client bundles WebTransport and HTTP long-polling. The widget speaks WebSocket and,
 * where WebSocket is refused (a proxy that blocks upgrades, a page or network that forbids it),
 * long-polling; WebTransport is not offered by the server, so it is left out.
 */
function withoutWebTransport(): Plugin {
  return {
    name: 'parley-without-webtransport',
    transform(code, id) {
      if (!/engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]index\.js$/.test(id)) return null;
      const out = code.replace(/^import \{ WT \}.*$/gm, '').replace(/^\s*webtransport: WT,$/gm, '');
      if (out === code || /\bWT\b/.test(out)) this.error("engine.io-client's transports index changed: review withoutWebTransport");
      return out;
    },
  };
}

/**
 * Where the page's WebSocket constructor throws (a page or an extension that forbids it), engine.io
 * reports the error before its socket listens to the transport, so `tryAllTransports` never moves
 * on to long-polling and the widget waits forever. Reported on the next tick instead, it falls back.
 */
function webSocketErrorLater(): Plugin {
  const SYNC = 'return this.emitReserved("error", err);';
  return {
    name: 'parley-websocket-error-later',
    transform(code, id) {
      if (!/engine\.io-client[\\/]build[\\/]esm[\\/]transports[\\/]websocket\.js$/.test(id)) return null;
      if (!code.includes(SYNC)) this.error("engine.io-client's WebSocket transport changed: review webSocketErrorLater");
      return code.replace(SYNC, 'return void setTimeout(() => this.emitReserved("error", err), 0);');
    },
  };
}

/**
 * Methods of socket.io-client's Socket the widget never calls (catch-all listeners, the retry
 * queue of `retries`, `emitWithAck`, `compress`, the `send`/`close` aliases), dropped from its
 * class: 0.5 KB gzipped of the budget. The build fails if one is not found, so an upgrade
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
      // How messages look, shared with the portal.
      '@parley/message-view': resolve(here, '../../libs/message-view/src'),
      // Text-only Socket.IO packet codec: see src/socket-parser.ts.
      'socket.io-parser': resolve(here, 'src/socket-parser.ts'),
    },
  },
  // Classic h(): preact core already has it, the automatic runtime would add its own module.
  oxc: { jsx: { runtime: 'classic', pragma: 'h', pragmaFrag: 'Fragment' }, jsxInject: "import { h } from 'preact'" },
  plugins: [withoutWebTransport(), webSocketErrorLater(), withoutUnusedSocketMethods(), versionedCopy()],
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
