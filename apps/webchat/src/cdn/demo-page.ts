/** Escapes text for an HTML text node or a quoted attribute. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** A JSON literal that is safe inside a <script> element (no `</script>`, no `<!--`, no U+2028). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The demo page's CSP: its inline script and style, and the widget's style, by the page's nonce (a
 * new one on every answer); the widget's script and connection from this server; the bot's
 * pictures from anywhere.
 */
export function demoPageCsp(nonce: string): Record<string, string[]> {
  return {
    'script-src': ["'self'", `'nonce-${nonce}'`],
    'style-src': ["'self'", `'nonce-${nonce}'`],
    'img-src': ["'self'", 'data:', 'https:', 'http:'],
  };
}

/** The demo page: a plain page embedding the widget from this server's CDN path, its inline parts carrying `nonce`. */
export function demoPage(appToken: string, scriptUrl: string, nonce: string): string {
  const missing = appToken
    ? ''
    : '<p class="warn">Add <code>?appToken=&lt;your app token&gt;</code> to the address (printed by <code>npm start</code>).</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley webchat demo</title>
<link rel="icon" href="data:,">
<style nonce="${nonce}">body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;color:#222}code{background:#f3f3f3;padding:.1em .3em;border-radius:3px}.warn{color:#a40}pre{overflow:auto;background:#f3f3f3;padding:.75rem;border-radius:6px}pre code{padding:0}</style>
</head>
<body>
<h1>Parley webchat demo</h1>
<p>App token: <code>${escapeHtml(appToken || '(none)')}</code></p>
${missing}
<p>Open the chat in the corner and ask something, for example <em>What is Parley?</em></p>
<p>Embed it on your own page with:</p>
<pre><code>${escapeHtml(`<script src="${scriptUrl}"></script>\n<script>ParleyWebchat.init({ appToken: '${appToken || '<APP_TOKEN>'}' });</script>`)}</code></pre>
<script src="/cdn/parley-webchat"></script>
<script nonce="${nonce}">ParleyWebchat.init({ appToken: ${scriptJson(appToken)}, startOpen: true, nonce: ${scriptJson(nonce)} });</script>
</body>
</html>
`;
}
