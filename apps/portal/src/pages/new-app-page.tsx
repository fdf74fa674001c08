import { LANGUAGE_NAMES, LANGUAGES } from '@parley/contracts';
import { useState } from 'preact/hooks';
import { call, type App, type CreatedApp, type IssuedKey } from '../api';
import { SnippetPanel } from '../components/snippet-panel';
import { CopyBox, Field, Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { parseOrigins, problemsByField } from '../lib/forms';
import { linkHandler } from '../router';

/** Creates an App, then shows its App-Key once. */
export function NewAppPage() {
  const [form, setForm] = useState({ name: '', language: 'en', webhookUrl: '', allowedOrigins: '' });
  const [created, setCreated] = useState<{ app: App; key: IssuedKey } | null>(null);
  const { busy, error, details, run } = useSubmit();
  const problems = problemsByField(details);
  const set = (k: keyof typeof form) => (e: Event) => setForm({ ...form, [k]: (e.target as HTMLInputElement).value });

  const submit = async (e: Event) => {
    e.preventDefault();
    const body = {
      name: form.name.trim(),
      language: form.language,
      webhookUrl: form.webhookUrl.trim() || null,
      allowedOrigins: parseOrigins(form.allowedOrigins),
    };
    const res = await run(() => call<CreatedApp>('POST', '/apps', body));
    if (res) setCreated(res);
  };

  if (created) return <Created app={created.app} appKey={created.key.key} />;

  return (
    <section class="narrow">
      <a class="back" {...linkHandler({ name: 'apps' })}>
        ← Apps
      </a>
      <h1>New App</h1>
      <form class="card" onSubmit={(e) => void submit(e)} noValidate>
        {error && !details.length && <Notice kind="error">{error}</Notice>}
        <Field label="Name" error={problems.name}>
          {(id) => <input id={id} name="name" value={form.name} onInput={set('name')} placeholder="Support bot" required />}
        </Field>
        <Field label="Language" error={problems.language} hint="The language of its QnAs and Intents.">
          {(id) => (
            <select id={id} name="language" value={form.language} onChange={set('language')}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Webhook URL (optional)" error={problems.webhookUrl} hint="Where your bot receives user messages. Leave empty and the built-in FAQ bot answers with your QnAs.">
          {(id) => <input id={id} name="webhookUrl" type="url" value={form.webhookUrl} onInput={set('webhookUrl')} placeholder="https://bot.example.com/parley" />}
        </Field>
        <Field label="Allowed origins (optional)" error={problems.allowedOrigins} hint="Sites that may embed the webchat, one per line. Empty: any site can.">
          {(id) => <textarea id={id} name="allowedOrigins" rows={2} value={form.allowedOrigins} onInput={set('allowedOrigins')} placeholder="https://www.example.com" />}
        </Field>
        <button class="btn primary" type="submit" disabled={busy}>
          {busy ? 'Creating…' : 'Create App'}
        </button>
      </form>
    </section>
  );
}

function Created(props: { app: App; appKey: string }) {
  return (
    <section class="narrow">
      <div class="page-head">
        <div>
          <h1>{props.app.name} is ready</h1>
          <p class="muted">Every call to the API carries these two headers.</p>
        </div>
      </div>
      <div class="card stack">
        <Notice kind="warn">
          <strong>Copy the App-Key now.</strong> It is shown only once: Parley keeps only a hash of it. If you lose it, issue a new key under Keys.
        </Notice>
        <CopyBox label="App-Id" value={props.app.id} testId="app-id" />
        <CopyBox label="App-Key (shown once)" value={props.appKey} secret testId="app-key" />
        <SnippetPanel app={props.app} appKey={props.appKey} />
        <div class="actions">
          <a class="btn primary" {...linkHandler({ name: 'app', id: props.app.id, tab: 'trainer' })}>
            I saved the key: train my bot →
          </a>
        </div>
      </div>
    </section>
  );
}
