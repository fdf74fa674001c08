import { useState } from 'preact/hooks';
import { call, type Session } from '../api';
import { Field, Notice } from '../components/ui';
import { useSubmit } from '../hooks';
import { flash, pendingInvite } from '../lib/flash';
import { PASSWORD_SUBJECTS, problemsByField } from '../lib/forms';
import { linkHandler } from '../router';

/** Sign up or log in; both open a session. */
export function AuthPage(props: { mode: 'login' | 'signup'; onSession: (s: Session) => void }) {
  const signup = props.mode === 'signup';
  const [form, setForm] = useState({ name: '', email: '', password: '' });
  const { busy, error, details, run } = useSubmit();
  // What the page before said (password changed, logged out everywhere), once.
  const [said] = useState(() => flash.take());
  const problems = problemsByField(details, PASSWORD_SUBJECTS);
  const set = (k: keyof typeof form) => (e: Event) => setForm({ ...form, [k]: (e.target as HTMLInputElement).value });

  const submit = async (e: Event) => {
    e.preventDefault();
    const body = signup ? form : { email: form.email, password: form.password };
    const s = await run(() => call<Session>('POST', signup ? '/accounts' : '/sessions', body));
    if (s) props.onSession(s);
  };

  return (
    <div class="auth">
      <div class="auth-intro">
        <h1>{signup ? 'Build bots that understand.' : 'Welcome back.'}</h1>
        <p class="muted">Create Apps, train QnAs and Intents, embed the webchat and follow your bot's conversations.</p>
      </div>
      <form class="card" onSubmit={(e) => void submit(e)} noValidate>
        <h2>{signup ? 'Create your account' : 'Log in'}</h2>
        {said && <Notice kind="ok">{said}</Notice>}
        {pendingInvite.get() && <Notice kind="info">{signup ? 'Create your account' : 'Log in'} to see your invitation and accept it.</Notice>}
        {error && !details.length && <Notice kind="error">{error}</Notice>}
        {signup && (
          <Field label="Name" error={problems.name}>
            {(id) => <input id={id} name="name" autoComplete="name" value={form.name} onInput={set('name')} required />}
          </Field>
        )}
        <Field label="E-mail" error={problems.email}>
          {(id) => <input id={id} name="email" type="email" autoComplete="email" value={form.email} onInput={set('email')} required />}
        </Field>
        <Field label="Password" error={problems.password} hint={signup ? 'At least 10 characters, and not a common password.' : undefined}>
          {(id) => (
            <input
              id={id}
              name="password"
              type="password"
              autoComplete={signup ? 'new-password' : 'current-password'}
              value={form.password}
              onInput={set('password')}
              required
            />
          )}
        </Field>
        <button class="btn primary wide" type="submit" disabled={busy}>
          {busy ? 'Please wait…' : signup ? 'Create account' : 'Log in'}
        </button>
        {!signup && (
          <p class="switch">
            <a {...linkHandler({ name: 'forgot-password' })}>Forgot your password?</a>
          </p>
        )}
        <p class="switch muted">
          {signup ? 'Already have an account? ' : 'New to Parley? '}
          <a {...linkHandler({ name: signup ? 'login' : 'signup' })}>{signup ? 'Log in' : 'Create an account'}</a>
        </p>
      </form>
    </div>
  );
}
