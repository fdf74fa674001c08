import { useState } from 'preact/hooks';
import { call, session, type Account } from '../api';
import { Field, Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { flash } from '../lib/flash';
import { PASSWORD_SUBJECTS, problemsByField } from '../lib/forms';
import { date } from '../lib/time';

/** The account: who it is, its password, and its sessions on every device. */
export function AccountPage(props: { account: Account; onChange?(account: Account): void }) {
  const { account } = props;
  return (
    <section class="narrow stack account">
      <div>
        <h1>Your account</h1>
        <p class="muted wrap">
          {account.name} · {account.email} · since {date(account.createdAt)}
        </p>
      </div>
      <Profile account={account} onChange={props.onChange} />
      <ChangePassword email={account.email} />
      <Sessions />
    </section>
  );
}

/** An https: picture address only (what the api accepts); else no preview. */
function previewSrc(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}

/** The display name and the picture visitors see beside this account's answers in the widget. */
function Profile(props: { account: Account; onChange?(account: Account): void }) {
  const [form, setForm] = useState({ name: props.account.name, avatarUrl: props.account.avatarUrl ?? '' });
  const [done, setDone] = useState(false);
  const { busy, error, details, run } = useSubmit();
  const problems = problemsByField(details, { name: 'The name', avatarUrl: 'The address' });
  const set = (k: keyof typeof form) => (e: Event) => {
    setDone(false);
    setForm({ ...form, [k]: (e.target as HTMLInputElement).value });
  };
  const preview = previewSrc(form.avatarUrl);

  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(false);
    const saved = await run(() => call<Account>('PATCH', '/me', { name: form.name.trim(), avatarUrl: form.avatarUrl.trim() }));
    if (saved) {
      setForm({ name: saved.name, avatarUrl: saved.avatarUrl ?? '' });
      setDone(true);
      props.onChange?.(saved);
    }
  };

  return (
    <form class="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="profile">
      <h2 id="profile">Profile</h2>
      <p class="muted">Visitors see your name and picture beside your answers in the chat widget.</p>
      <Field label="Display name" error={problems.name}>
        {(id) => <input id={id} name="name" autoComplete="name" maxLength={200} value={form.name} onInput={set('name')} required />}
      </Field>
      <Field label="Picture (https address)" error={problems.avatarUrl} hint="An https:// address of an image, at most 500 characters; leave empty for your initial.">
        {(id) => <input id={id} name="avatarUrl" type="url" inputMode="url" maxLength={500} placeholder="https://" value={form.avatarUrl} onInput={set('avatarUrl')} />}
      </Field>
      <div class="avatar-preview" aria-hidden="true">
        {preview ? <img src={preview} alt="" width={40} height={40} referrerPolicy="no-referrer" /> : <span>{(form.name.trim() || '?').charAt(0).toUpperCase()}</span>}
      </div>
      <div aria-live="polite">{done && <Notice kind="ok">Profile saved.</Notice>}</div>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      <button class="btn primary" type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save profile'}
      </button>
    </form>
  );
}

/** A new password given the current one; the account's other sessions end, this one goes on. */
function ChangePassword(props: { email: string }) {
  const [form, setForm] = useState({ currentPassword: '', newPassword: '' });
  const [done, setDone] = useState(false);
  const { busy, error, details, run } = useSubmit();
  const problems = problemsByField(details, PASSWORD_SUBJECTS);
  const set = (k: keyof typeof form) => (e: Event) => {
    setDone(false);
    setForm({ ...form, [k]: (e.target as HTMLInputElement).value });
  };

  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(false);
    const ok = await run(() => call('PUT', '/me/password', form).then(() => true));
    if (ok) {
      setForm({ currentPassword: '', newPassword: '' });
      setDone(true);
    }
  };

  return (
    <form class="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="change-password">
      <h2 id="change-password">Change your password</h2>
      {/* For password managers: the account the new password belongs to. */}
      <input hidden type="email" name="username" autoComplete="username" value={props.email} readOnly />
      <Field label="Current password" error={problems.currentPassword}>
        {(id) => (
          <input id={id} name="currentPassword" type="password" autoComplete="current-password" value={form.currentPassword} onInput={set('currentPassword')} required />
        )}
      </Field>
      <Field label="New password" error={problems.newPassword} hint="At least 10 characters, and not a common password.">
        {(id) => <input id={id} name="newPassword" type="password" autoComplete="new-password" value={form.newPassword} onInput={set('newPassword')} required />}
      </Field>
      <div aria-live="polite">
        {done && <Notice kind="ok">Password changed. Your other sessions are logged out; this one goes on.</Notice>}
      </div>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      <button class="btn primary" type="submit" disabled={busy}>
        {busy ? 'Changing…' : 'Change password'}
      </button>
    </form>
  );
}

/** Logs out everywhere: every session of the account ends, this one included, and the portal shows the log-in page. */
function Sessions() {
  const { busy, error, run } = useSubmit();
  const everywhere = async () => {
    const res = await run(() => call<{ ended: number }>('DELETE', '/sessions'));
    if (!res) return;
    flash.set(`Logged out everywhere: ${res.ended} session${res.ended === 1 ? '' : 's'} ended.`);
    session.clear();
  };
  return (
    <section class="card stack" aria-labelledby="sessions">
      <div>
        <h2 id="sessions">Sessions</h2>
        <p class="muted">
          Logged in on a computer you no longer use, or think someone else is? Log out everywhere: every session of your account ends at once, on every device,
          this one included.
        </p>
      </div>
      {error && <Notice kind="error">{error}</Notice>}
      <button class="btn danger self-start" type="button" disabled={busy} onClick={() => void everywhere()}>
        {busy ? 'Logging out…' : 'Log out everywhere'}
      </button>
    </section>
  );
}
