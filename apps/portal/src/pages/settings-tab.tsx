import { FAQ_DEFAULT_TEXTS, LANGUAGE_NAMES, LANGUAGES, MAX_FALLBACK_MESSAGE, type Language } from '@parley/contracts';
import { useState } from 'preact/hooks';
import { appCall, call, TRAINER, type App, type TrainerStatus } from '../api';
import { portalConfig } from '../components/config';
import { CopyBox, Field, Notice } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { parseOrigins, problemsByField, settingsPatch, toSettingsForm, type SettingsForm } from '../lib/forms';
import { flash } from '../lib/flash';
import { abilities } from '../lib/roles';
import { tradeOff } from '../lib/trade-off';
import { navigate } from '../router';

/**
 * The threshold as a slider, and what it trades on the App's own data as it moves: the expected
 * in-scope accuracy and off-topic rejection, from the training's cross-validation (issue #31).
 */
function TradeOffView(props: { status: TrainerStatus | null | undefined; threshold: string; onInput: (e: Event) => void }) {
  const { status } = props;
  const figures = tradeOff(status?.thresholdCurve, props.threshold);
  const t = Number(props.threshold);
  return (
    <div class="trade-off" data-testid="trade-off">
      <input
        type="range"
        name="thresholdSlider"
        aria-label="Move the threshold"
        min={0}
        max={1}
        step={0.01}
        value={Number.isFinite(t) ? Math.min(1, Math.max(0, t)) : 0}
        onInput={props.onInput}
      />
      {figures ? (
        <>
          <p class="trade-off-figures" aria-live="polite" data-testid="trade-off-figures">
            <span>At {figures.threshold}:</span>
            <span>
              in-scope accuracy <strong data-testid="in-scope">{figures.inScope}</strong>
            </span>
            <span>
              off-topic rejection <strong data-testid="off-topic">{figures.offTopic ?? '–'}</strong>
            </span>
          </p>
          <p class="muted small">Expected, from your own data: {figures.basis} A higher threshold rejects more off-topic sentences, and answers fewer of those it should.</p>
        </>
      ) : (
        <p class="muted small" data-testid="trade-off-figures">
          {status === undefined
            ? 'Loading what this threshold trades…'
            : !status || status.items === 0
              ? 'Add QnAs or Intents: what this threshold trades is then shown here.'
              : status.thresholdCurve
                ? 'A threshold from 0 to 1 shows what it trades.'
                : status.crossValidationScore !== null
                  ? // Scored before the curve was computed with the scores: the next training computes it.
                    'What this threshold trades shows after the next training (any change of a QnA or Intent).'
                  : 'What this threshold trades shows once your data is scored (after training).'}
        </p>
      )}
    </div>
  );
}

/** Every setting the API lets the portal change (PATCH /apps/:id). */
export function SettingsTab(props: { app: App; onSaved: (app: App) => void }) {
  const [form, setForm] = useState<SettingsForm>(() => toSettingsForm(props.app));
  const [saved, setSaved] = useState(false);
  const { busy, error, details, run } = useSubmit();
  // The most this server lets an owner set as the rate limit and burst.
  const { data: config } = useLoad(portalConfig, []);
  // Only the owner changes settings: the others see them read-only, without the buttons.
  const owner = abilities(props.app.role).changeSettings;
  // What the threshold trades on the App's own data (the training's cross-validation), read once.
  const { data: status } = useLoad(() => appCall<TrainerStatus>(props.app.id, 'GET', `${TRAINER}/status`).catch(() => null), [props.app.id]);
  const p = problemsByField(details);
  const patch = settingsPatch(props.app, form);
  const dirty = Object.keys(patch).length > 0;
  const set = (k: keyof SettingsForm) => (e: Event) => {
    setSaved(false);
    const el = e.target as HTMLInputElement;
    setForm({ ...form, [k]: el.type === 'checkbox' ? el.checked : el.value });
  };
  const setFallback = (lang: Language) => (e: Event) => {
    setSaved(false);
    setForm({ ...form, fallbackMessages: { ...form.fallbackMessages, [lang]: (e.target as HTMLTextAreaElement).value } });
  };
  const text = (k: keyof SettingsForm, placeholder?: string) => (id: string) => (
    <input id={id} name={k} type="text" value={form[k] as string} onInput={set(k)} placeholder={placeholder} />
  );
  const number = (k: keyof SettingsForm, min: number, max?: number, step?: number) => (id: string) => (
    <input id={id} name={k} type="number" value={form[k] as string} onInput={set(k)} min={min} max={max} step={step} />
  );

  const submit = async (e: Event) => {
    e.preventDefault();
    const app = await run(() => call<App>('PATCH', `/apps/${props.app.id}`, patch));
    if (app) {
      props.onSaved(app);
      setForm(toSettingsForm(app));
      setSaved(true);
    }
  };

  return (
    <form class="card settings" onSubmit={(e) => void submit(e)} noValidate>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      {error && details.length > 0 && <Notice kind="error">Some settings need fixing: see below.</Notice>}
      {saved && <Notice kind="ok">Settings saved.</Notice>}
      {!owner && <Notice kind="info">Only the App's owner changes its settings.</Notice>}
      <fieldset disabled={!owner}>
        <legend>General</legend>
        <Field label="Name" error={p.name}>
          {text('name')}
        </Field>
        <Field label="Language" error={p.language}>
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
      </fieldset>
      <fieldset disabled={!owner}>
        <legend>Webchat</legend>
        <Field label="Webhook URL" error={p.webhookUrl} hint="Empty: the built-in FAQ bot answers with your QnAs.">
          {text('webhookUrl', 'https://bot.example.com/parley')}
        </Field>
        <Field label="Allowed origins" error={p.allowedOrigins} hint="One per line, e.g. https://www.example.com. Checked by the server on every connection.">
          {(id) => <textarea id={id} name="allowedOrigins" rows={3} value={form.allowedOrigins} onInput={set('allowedOrigins')} />}
        </Field>
        {parseOrigins(form.allowedOrigins).length === 0 && (
          <Notice kind="warn">
            <strong>No allowed origin:</strong> any website can embed this App's webchat and talk to your bot with its token. List your sites to restrict it.
          </Notice>
        )}
        <label class="check">
          <input type="checkbox" name="pushSecretRequired" checked={form.pushSecretRequired} onChange={set('pushSecretRequired')} />
          <span>
            Require the push secret on pushes to the webchat <span class="muted">(Authorization: Bearer)</span>
          </span>
        </label>
        {p.pushSecretRequired && <p class="error">{p.pushSecretRequired}</p>}
        {!props.app.pushSecretRequired && (
          <Notice kind="warn">
            Pushes without the push secret are taken, with a warning header
            {props.app.pushSecretRequiredFrom ? `, until ${new Date(props.app.pushSecretRequiredFrom).toUTCString()}: from then on they are refused` : ''}. Anyone who knows the
            App's token could push messages to your visitors: give your bot the secret, then require it.
          </Notice>
        )}
        <label class="check">
          <input type="checkbox" name="identityVerification" checked={form.identityVerification} onChange={set('identityVerification')} />
          <span>
            Identity verification <span class="muted">(a userId given to the widget needs its userHash, made by your server with the identity secret)</span>
          </span>
        </label>
        {p.identityVerification && <p class="error">{p.identityVerification}</p>}
      </fieldset>
      {/* Outside the owner's fieldset: an editor copies the secrets it is shown (its bot and server need them). */}
      {props.app.pushSecret !== null && props.app.identitySecret !== null ? (
        <div class="stack">
          <PushSecret app={props.app} onSaved={props.onSaved} />
          <IdentitySecret app={props.app} onSaved={props.onSaved} />
        </div>
      ) : (
        <p class="muted">The push and identity secrets are shown to the App's editors and owner.</p>
      )}
      <fieldset disabled={!owner}>
        <legend>Classification</legend>
        <div class="row">
          <Field label="Threshold" error={p.classificationThreshold} hint="Lowest probability of a match, 0 to 1.">
            {number('classificationThreshold', 0, 1, 0.01)}
          </Field>
          <Field label="Ambiguity margin" error={p.ambiguityMargin} hint="Matches this close to the best are returned too.">
            {number('ambiguityMargin', 0, 1, 0.01)}
          </Field>
        </div>
        <TradeOffView status={status} threshold={form.classificationThreshold} onInput={set('classificationThreshold')} />
      </fieldset>
      <fieldset disabled={!owner}>
        <legend>FAQ bot</legend>
        <p class="muted">
          What the built-in FAQ bot says when none of your QnAs passes the threshold, in the language of the conversation. Empty: the text shown in the field.
        </p>
        {p.fallbackMessages && <p class="error">{p.fallbackMessages}</p>}
        {LANGUAGES.map((lang) => (
          <Field key={lang} label={`Fallback message (${LANGUAGE_NAMES[lang]})`}>
            {(id) => (
              <textarea
                id={id}
                name={`fallbackMessages.${lang}`}
                rows={2}
                maxLength={MAX_FALLBACK_MESSAGE}
                value={form.fallbackMessages[lang]}
                onInput={setFallback(lang)}
                placeholder={FAQ_DEFAULT_TEXTS[lang].fallback}
              />
            )}
          </Field>
        ))}
      </fieldset>
      <fieldset disabled={!owner}>
        <legend>Limits and retention</legend>
        <div class="row">
          <Field label="Rate limit (requests/s)" error={p.rateLimit} hint={config && `At most ${config.appRateLimitMax}.`}>
            {number('rateLimit', 1, config?.appRateLimitMax)}
          </Field>
          <Field label="Burst" error={p.rateBurst} hint={config && `At most ${config.appRateBurstMax}.`}>
            {number('rateBurst', 1, config?.appRateBurstMax)}
          </Field>
          <Field label="Botmeter retention (days)" error={p.retentionDays} hint="Empty: keep forever.">
            {number('retentionDays', 1)}
          </Field>
        </div>
      </fieldset>
      <div class="actions" hidden={!owner}>
        <button class="btn primary" type="submit" disabled={busy || !dirty}>
          {busy ? 'Saving…' : 'Save settings'}
        </button>
        {dirty && (
          <button class="btn ghost" type="button" onClick={() => setForm(toSettingsForm(props.app))}>
            Discard changes
          </button>
        )}
      </div>
    </form>
  );
}

/** Deletes the App and all its data, once its name is typed; then back to the Apps, where it is gone. */
export function DangerZone(props: { app: App }) {
  const [typed, setTyped] = useState('');
  const { busy, error, run } = useSubmit();
  const matches = typed.trim() === props.app.name;
  const remove = async (e: Event) => {
    e.preventDefault();
    if (!matches) return;
    const done = await run(async () => {
      await call('DELETE', `/apps/${props.app.id}`);
      return true;
    });
    if (done) {
      flash.set(`“${props.app.name}” was deleted, with all its data.`);
      navigate({ name: 'apps' });
    }
  };
  return (
    <form class="card danger-zone" aria-labelledby="danger-zone-title" onSubmit={(e) => void remove(e)} noValidate>
      <h2 id="danger-zone-title">Danger zone</h2>
      <p>
        Deleting <strong>{props.app.name}</strong> deletes all its data: QnAs and Intents, conversations, analytics, keys and members. Its keys stop working at once.
        It cannot be undone.
      </p>
      <Field label={`Type the App's name, ${props.app.name}, to confirm`}>
        {(id) => <input id={id} name="confirmName" autoComplete="off" spellcheck={false} value={typed} onInput={(e) => setTyped(e.currentTarget.value)} />}
      </Field>
      {error && <Notice kind="error">{error}</Notice>}
      <div class="actions">
        <button class="btn danger" type="submit" disabled={busy || !matches}>
          {busy ? 'Deleting…' : 'Delete this App'}
        </button>
      </div>
    </form>
  );
}

/** The push secret, and a button that replaces it (the old one stops working within seconds). */
function PushSecret(props: { app: App; onSaved: (app: App) => void }) {
  const { busy, error, run } = useSubmit();
  const [rotated, setRotated] = useState(false);
  const rotate = async () => {
    if (!confirm('Replace the push secret? Pushes with the current one will be refused within seconds: give your bot the new one.')) return;
    const app = await run(() => call<App>('POST', `/apps/${props.app.id}/push-secret`));
    if (app) {
      props.onSaved(app);
      setRotated(true);
    }
  };
  return (
    <div class="stack">
      <CopyBox label="Push secret" value={props.app.pushSecret ?? ''} secret testId="push-secret" />
      <p class="muted">
        Your bot sends it on every push: <code>Authorization: Bearer &lt;push secret&gt;</code>, or as the password of the webchat address
        (<code>https://bot:&lt;push secret&gt;@…</code>).
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {rotated && <Notice kind="ok">A new push secret is in place: give it to your bot.</Notice>}
      <div class="actions" hidden={!abilities(props.app.role).changeSettings}>
        <button class="btn" type="button" disabled={busy} onClick={() => void rotate()}>
          {busy ? 'Rotating…' : 'Rotate the push secret'}
        </button>
      </div>
    </div>
  );
}

/** The identity secret (identity verification), and a button that replaces it. */
function IdentitySecret(props: { app: App; onSaved: (app: App) => void }) {
  const { busy, error, run } = useSubmit();
  const [rotated, setRotated] = useState(false);
  const rotate = async () => {
    if (!confirm('Replace the identity secret? User hashes made with the current one will be refused within seconds: give your server the new one.')) return;
    const app = await run(() => call<App>('POST', `/apps/${props.app.id}/identity-secret`));
    if (app) {
      props.onSaved(app);
      setRotated(true);
    }
  };
  return (
    <div class="stack">
      <CopyBox label="Identity secret" value={props.app.identitySecret ?? ''} secret testId="identity-secret" />
      <p class="muted">
        Keep it on your server: it signs your signed-in users' ids (<code>userHash</code> = HMAC-SHA256 of the userId, hex). Never put it in a page.
      </p>
      {error && <Notice kind="error">{error}</Notice>}
      {rotated && <Notice kind="ok">A new identity secret is in place: give it to your server.</Notice>}
      <div class="actions" hidden={!abilities(props.app.role).changeSettings}>
        <button class="btn" type="button" disabled={busy} onClick={() => void rotate()}>
          {busy ? 'Rotating…' : 'Rotate the identity secret'}
        </button>
      </div>
    </div>
  );
}
