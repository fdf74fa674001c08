import { useEffect, useRef, useState } from 'preact/hooks';
import { call, session } from '../api';
import { Field, Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { flash } from '../lib/flash';
import { PASSWORD_SUBJECTS, problemsByField } from '../lib/forms';
import { tokenFromHash } from '../lib/links';
import { linkHandler, navigate } from '../router';

/**
 * "Forgot your password?": asks the e-mail and sends it a one-time link. The answer is the same
 * whether the e-mail has an account or not (the api tells nobody which e-mails have one).
 */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const { busy, error, details, run } = useSubmit();
  const problems = problemsByField(details, PASSWORD_SUBJECTS);
  // The form is gone once sent: the focus goes to what replaced it, not to the page's end.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (sent) heading.current?.focus();
  }, [sent]);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (await run(() => call('POST', '/password-resets', { email }).then(() => true))) setSent(true);
  };

  return (
    <div class="solo">
      {sent ? (
        <div class="card stack">
          <h1 ref={heading} tabIndex={-1}>
            Check your e-mail
          </h1>
          <Notice kind="ok">
              If an account has the e-mail <strong class="wrap">{email}</strong>, a link to choose a new password is on its way. It works once, within the hour.
          </Notice>
          <p class="muted small">
            Nothing after a few minutes? Look in your spam folder, or check the address and ask again. (On a server without e-mail, its log holds the link.)
          </p>
          <p class="switch">
            <a {...linkHandler({ name: 'login' })}>Back to log in</a>
          </p>
        </div>
      ) : (
        <form class="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="forgot-title">
          <h1 id="forgot-title">Forgot your password?</h1>
          <p class="muted">Give the e-mail of your account: we send it a link to choose a new password.</p>
          {error && !details.length && <Notice kind="error">{error}</Notice>}
          <Field label="E-mail" error={problems.email}>
            {(id) => <input id={id} name="email" type="email" autoComplete="email" value={email} onInput={(e) => setEmail(e.currentTarget.value)} required />}
          </Field>
          <button class="btn primary wide" type="submit" disabled={busy}>
            {busy ? 'Sending…' : 'Send me a link'}
          </button>
          <p class="switch muted">
            Remembered it? <a {...linkHandler({ name: 'login' })}>Log in</a>
          </p>
        </form>
      )}
    </div>
  );
}

/**
 * The page of the reset link (`/portal/reset-password#token=...`): a new password, once. Every
 * session of the account ends, this browser's too; the visitor logs in with the new password.
 */
export function ResetPasswordPage() {
  const [token] = useState(() => tokenFromHash(location.hash));
  const [password, setPassword] = useState('');
  const { busy, error, details, run } = useSubmit();
  const problems = problemsByField(details, { ...PASSWORD_SUBJECTS, password: 'The new password' });

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!token) return;
    const ok = await run(() => call('POST', '/password-resets/use', { token, password }).then(() => true));
    if (!ok) return;
    flash.set('Your password is changed, and every session of the account logged out. Log in with the new password.');
    // The session of this browser, if any, ended with the others: forgetting it shows the log-in page.
    if (session.token) session.clear();
    else navigate({ name: 'login' }, true);
  };

  if (!token) {
    return (
      <div class="solo">
        <div class="card stack">
          <h1>Reset your password</h1>
          <Notice kind="error">This page opens from the link of a password reset e-mail, and this address has no link token.</Notice>
          <p>
            <a {...linkHandler({ name: 'forgot-password' })}>Ask for a new link</a>
          </p>
        </div>
      </div>
    );
  }

  return (
    <div class="solo">
      <form class="card" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        {problems.token ? (
          <Notice kind="error">
            This link {problems.token}. <a {...linkHandler({ name: 'forgot-password' })}>Ask for a new link</a>.
          </Notice>
        ) : (
          error && !details.length && <Notice kind="error">{error}</Notice>
        )}
        <Field label="New password" error={problems.password} hint="At least 10 characters, and not a common password.">
          {(id) => (
            <input id={id} name="password" type="password" autoComplete="new-password" value={password} onInput={(e) => setPassword(e.currentTarget.value)} required />
          )}
        </Field>
        <button class="btn primary wide" type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Set the new password'}
        </button>
      </form>
    </div>
  );
}
