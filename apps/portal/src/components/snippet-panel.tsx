import type { App } from '../api';
import { useLoad } from '../hooks';
import { curlExample, SNIPPET_PLACE, widgetSnippet } from '../lib/snippet';
import { portalConfig } from './config';
import { CopyBox } from './ui';

/** The widget snippet and the app token of an App. */
export function SnippetPanel(props: { app: App; appKey?: string }) {
  const { data: config } = useLoad(portalConfig, []);
  const webchatUrl = config?.webchatUrl ?? 'http://localhost:3001';
  return (
    <div class="stack">
      <CopyBox label="App token (webchat)" value={props.app.token} testId="app-token" />
      <div>
        <h3>Add the webchat to your site</h3>
        <p class="muted">Paste this {SNIPPET_PLACE} of your pages.</p>
        <CopyBox label="HTML snippet" value={widgetSnippet(webchatUrl, props.app.token)} multiline testId="snippet" />
      </div>
      {props.appKey && config && (
        <div>
          <h3>Call the API</h3>
          <CopyBox label="Try it with curl" value={curlExample(config.apiUrl, props.app.id, props.appKey)} multiline />
        </div>
      )}
    </div>
  );
}
