/** Where the snippet goes in a page: the portal, the README and docs/widget.md all say so. */
export const SNIPPET_PLACE = 'just before the closing </body> tag';

/** The HTML a bot builder pastes into their page to show the webchat widget (docs/widget.md). */
export function widgetSnippet(webchatUrl: string, appToken: string): string {
  const base = webchatUrl.replace(/\/+$/, '');
  // The token goes inside a JS string inside HTML: escape quotes, backslashes and "</script".
  const token = appToken.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/</g, '\\x3c');
  return `<script src="${base}/cdn/parley-webchat"></script>\n<script>ParleyWebchat.init({appToken: '${token}'})</script>`;
}

/** A curl call of the trainer API, to show where App-Id and App-Key go. */
export function curlExample(apiUrl: string, appId: string, appKey: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  return `curl -X POST ${base}/trainer/api/v0/classify \\\n  -H 'App-Id: ${appId}' -H 'App-Key: ${appKey}' \\\n  -H 'Content-Type: application/json' -d '{"sentence":"hello"}'`;
}
