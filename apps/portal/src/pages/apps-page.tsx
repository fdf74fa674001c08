import { useState } from 'preact/hooks';
import { call, type App } from '../api';
import { Notice, Spinner } from '../components/ui';
import { useLoad } from '../hooks';
import { flash } from '../lib/flash';
import { ROLE_NAMES } from '../lib/roles';
import { date } from '../lib/time';
import { linkHandler } from '../router';

/** The account's Apps, as cards. */
export function AppsPage() {
  const { data: apps, error } = useLoad(() => call<App[]>('GET', '/apps'), []);
  const [message] = useState(flash.take);
  return (
    <section>
      <div class="page-head">
        <div>
          <h1>Your Apps</h1>
          <p class="muted">An App holds a bot's credentials, its trainer data and its webchat settings.</p>
        </div>
        <a class="btn primary" {...linkHandler({ name: 'new-app' })}>
          + New App
        </a>
      </div>
      {message && <Notice kind="ok">{message}</Notice>}
      {error && <Notice kind="error">{error}</Notice>}
      {!apps && !error && <Spinner />}
      {apps && apps.length === 0 && (
        <div class="empty card">
          <h2>No App yet</h2>
          <p class="muted">Create your first App to get an App-Id and App-Key, and the snippet of your webchat.</p>
          <a class="btn primary" {...linkHandler({ name: 'new-app' })}>
            Create an App
          </a>
        </div>
      )}
      <div class="grid">
        {apps?.map((app) => (
          <a class="card app-card" key={app.id} {...linkHandler({ name: 'app', id: app.id, tab: 'setup' })}>
            <div class="app-card-head">
              <span class="avatar">{app.name.slice(0, 1).toUpperCase()}</span>
              <div>
                <h3>{app.name}</h3>
                <span class="muted small">Created {date(app.createdAt)}</span>
              </div>
            </div>
            <div class="tags">
              <span class="tag">{app.language.toUpperCase()}</span>
              <span class="tag">{app.webhookUrl ? 'Webhook' : 'FAQ bot'}</span>
              {app.allowedOrigins.length === 0 && <span class="tag warn">Any origin</span>}
              {app.role !== 'owner' && <span class={`tag role-${app.role}`}>{ROLE_NAMES[app.role]}</span>}
            </div>
          </a>
        ))}
      </div>
    </section>
  );
}
