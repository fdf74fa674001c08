import { useEffect, useRef, useState } from 'preact/hooks';
import { call, type App, type IssuedKey, type Key } from '../api';
import { portalConfig } from '../components/config';
import { CopyBox, Field, Notice, Spinner, TableWrap } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { abilities } from '../lib/roles';
import { ago, dateTime } from '../lib/time';

/** App-Keys: several may be live at once, for rotation without downtime; each named, with its last use. */
export function KeysTab(props: { app: App }) {
  const base = `/apps/${props.app.id}/keys`;
  const { data: keys, error, reload } = useLoad(() => call<Key[]>('GET', base), [base]);
  const [issued, setIssued] = useState<IssuedKey | null>(null);
  const [name, setName] = useState('');
  const action = useSubmit();
  // Issuing and revoking are the owner's; an editor sees the keys.
  const manage = abilities(props.app.role).manageKeys;
  // How many live keys an App may hold: the api's own limit (it answers 409 past it).
  const maxLive = useLoad(portalConfig, []).data?.maxLiveKeys;
  const live = keys?.filter((k) => !k.revokedAt) ?? [];
  const full = maxLive !== undefined && live.length >= maxLive;

  const issue = async (e: Event) => {
    e.preventDefault();
    const key = await action.run(() => call<IssuedKey>('POST', base, { name: name.trim() }));
    if (key) {
      setIssued(key);
      setName('');
      reload();
    }
  };
  // Renaming a key: its name cell becomes a small form, its field focused.
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const renameField = useRef<HTMLInputElement>(null);
  useEffect(() => renameField.current?.focus(), [renaming?.id]);
  const rename = async (e: Event) => {
    e.preventDefault();
    if (!renaming) return;
    const done = await action.run(async () => {
      await call('PATCH', `${base}/${renaming.id}`, { name: renaming.name.trim() });
      return true;
    });
    if (done) {
      setRenaming(null);
      reload();
    }
  };
  const revoke = async (key: Key) => {
    const what = key.name ? `“${key.name}” (${key.prefix}…)` : `${key.prefix}…`;
    if (!confirm(`Revoke the key ${what}? Every call made with it will be refused within seconds.`)) return;
    await action.run(() => call('DELETE', `${base}/${key.id}`));
    if (issued?.id === key.id) setIssued(null);
    reload();
  };

  return (
    <div class="card stack">
      <div>
        <h2>Keys</h2>
        <p class="muted">
          To rotate: issue a new key, deploy it, then revoke the old one.{maxLive !== undefined && ` An App holds at most ${maxLive} live keys.`}
        </p>
      </div>
      <form class="issue-key" hidden={!manage} onSubmit={(e) => void issue(e)} noValidate>
        <Field label="Name of the new key (optional)">
          {(id) => <input id={id} name="keyName" value={name} maxLength={100} onInput={(e) => setName(e.currentTarget.value)} placeholder="e.g. production bot" />}
        </Field>
        <button class="btn primary" type="submit" disabled={action.busy || !keys || full}>
          Issue a new key
        </button>
      </form>
      {keys && maxLive !== undefined && (
        <p class={full ? 'notice warn' : 'muted small'} data-testid="live-keys">
          {live.length} of {maxLive} live keys{full ? ': revoke one to issue another.' : '.'}
        </p>
      )}
      {(error || action.error) && <Notice kind="error">{error ?? action.error}</Notice>}
      {issued && (
        <div class="stack">
          <Notice kind="warn">
            <strong>Copy this App-Key now:</strong> it will not be shown again.
          </Notice>
          <CopyBox label={`New App-Key${issued.name ? ` “${issued.name}”` : ''} (shown once)`} value={issued.key} secret testId="new-key" />
        </div>
      )}
      {!keys && !error && <Spinner />}
      {keys && (
        <TableWrap label="Keys">
          <table class="table cards">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Last used</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span class="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((k) => (
                <tr key={k.id}>
                  <td data-label="Name">
                    {renaming?.id === k.id ? (
                      <form class="rename-key" onSubmit={(e) => void rename(e)}>
                        <input
                          ref={renameField}
                          aria-label={`New name of the key ${k.prefix}…`}
                          value={renaming.name}
                          maxLength={100}
                          onInput={(e) => setRenaming({ id: k.id, name: e.currentTarget.value })}
                          onKeyDown={(e) => e.key === 'Escape' && setRenaming(null)}
                        />
                        <button class="btn small primary" type="submit" disabled={action.busy}>
                          Save
                        </button>
                        <button class="btn small ghost" type="button" onClick={() => setRenaming(null)}>
                          Cancel
                        </button>
                      </form>
                    ) : k.name ? (
                      <strong>{k.name}</strong>
                    ) : (
                      <span class="muted">Unnamed</span>
                    )}
                  </td>
                  <td data-label="Key" class="mono nowrap">{k.prefix}…</td>
                  <td data-label="Created" class="nowrap" title={dateTime(k.createdAt)}>
                    {ago(k.createdAt)}
                  </td>
                  <td data-label="Last used" class="nowrap" data-testid="last-used" title={k.lastUsedAt ? dateTime(k.lastUsedAt) : undefined}>
                    {k.lastUsedAt ? ago(k.lastUsedAt) : <span class="muted">Never</span>}
                  </td>
                  <td data-label="Status">{k.revokedAt ? <span class="badge muted nowrap">revoked {ago(k.revokedAt)}</span> : <span class="badge good">live</span>}</td>
                  <td class="right nowrap">
                    {manage && renaming?.id !== k.id && (
                      <button class="btn small ghost" onClick={() => setRenaming({ id: k.id, name: k.name })} aria-label={`Rename ${k.name || `${k.prefix}…`}`}>
                        Rename
                      </button>
                    )}
                    {!k.revokedAt && manage && (
                      <button
                        class="btn small danger"
                        onClick={() => void revoke(k)}
                        disabled={action.busy}
                        aria-label={`Revoke ${k.name || `${k.prefix}…`}`}
                        title={live.length === 1 ? 'The App will have no live key left' : undefined}
                      >
                        Revoke
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </div>
  );
}
