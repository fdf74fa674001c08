import { useState } from 'preact/hooks';
import { call, type App, type IssuedKey, type Key } from '../api';
import { CopyBox, Notice, Spinner } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';

/** App-Keys: two may be live at once, for rotation without downtime. */
export function KeysTab(props: { app: App }) {
  const base = `/apps/${props.app.id}/keys`;
  const { data: keys, error, reload } = useLoad(() => call<Key[]>('GET', base), [base]);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const action = useSubmit();

  const issue = async () => {
    const key = await action.run(() => call<IssuedKey>('POST', base));
    if (key) {
      setIssued(key);
      reload();
    }
  };
  const revoke = async (key: Key) => {
    if (!confirm(`Revoke the key ${key.prefix}…? Every call made with it will be refused within seconds.`)) return;
    await action.run(() => call('DELETE', `${base}/${key.id}`));
    if (issued?.id === key.id) setIssued(null);
    reload();
  };
  const live = keys?.filter((k) => !k.revokedAt) ?? [];

  return (
    <div class="card stack">
      <div class="page-head">
        <div>
          <h2>Keys</h2>
          <p class="muted">To rotate: issue a new key, deploy it, then revoke the old one.</p>
        </div>
        <button class="btn primary" onClick={() => void issue()} disabled={action.busy}>
          Issue a new key
        </button>
      </div>
      {(error || action.error) && <Notice kind="error">{error ?? action.error}</Notice>}
      {issued && (
        <div class="stack">
          <Notice kind="warn">
            <strong>Copy this App-Key now:</strong> it will not be shown again.
          </Notice>
          <CopyBox label="New App-Key (shown once)" value={issued.key} secret testId="new-key" />
        </div>
      )}
      {!keys && !error && <Spinner />}
      {keys && (
        <table class="table">
          <thead>
            <tr>
              <th>Key</th>
              <th>Created</th>
              <th>Status</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                <td class="mono">{k.prefix}…</td>
                <td>{new Date(k.createdAt).toLocaleString()}</td>
                <td>{k.revokedAt ? <span class="badge muted">revoked {new Date(k.revokedAt).toLocaleDateString()}</span> : <span class="badge good">live</span>}</td>
                <td class="right">
                  {!k.revokedAt && (
                    <button class="btn small danger" onClick={() => void revoke(k)} disabled={action.busy} title={live.length === 1 ? 'The App will have no live key left' : undefined}>
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
