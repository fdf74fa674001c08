import { createHash } from 'node:crypto';
import { escapeHtml } from './demo-page';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;max-width:42rem;margin:3rem auto;padding:0 1rem;color:#222}code{background:#f3f3f3;padding:.1em .3em;border-radius:3px;overflow-wrap:anywhere}a{color:#0b57d0}li{margin:.25rem 0}';

/** The index page's CSP: nothing to load but its empty icon, no script, its one style by hash. */
export const INDEX_PAGE_CSP: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  'img-src': ['data:'],
  'style-src': [`'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`],
};

/**
 * What the server's `/` answers: a short page saying what this server is, with links to what a
 * visitor can open here (the demo page, the widget script, its API reference, health) and where the protocol is
 * described. Static but for the script address, so it says nothing about the Apps it serves.
 */
export function indexPage(scriptUrl: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Parley webchat server</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Parley webchat server</h1>
<p>This server carries the conversations between the webchat widget and your bot.</p>
<ul>
<li><a href="/demo">Demo page</a>: the widget on a plain page (add <code>?appToken=&lt;your app token&gt;</code>).</li>
<li><a href="/cdn/parley-webchat">Widget script</a>: embed it with <code>${escapeHtml(`<script src="${scriptUrl}"></script>`)}</code>.</li>
<li><a href="/docs">API reference</a> of this server (the push endpoint), as OpenAPI.</li>
<li><a href="/health">Health</a> and <a href="/health/ready">readiness</a>.</li>
</ul>
<p>The protocol (messages, the webhook, the push endpoint) is described in <code>docs/webchat.md</code> of the Parley repository; the widget's options in <code>docs/widget.md</code>.</p>
</main>
</body>
</html>
`;
}
