import { useState } from 'preact/hooks';
import { call, type Account, type App, type Invite, type IssuedInvite, type Member } from '../api';
import { CopyBox, Field, Notice, Spinner } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { inviteMailto } from '../lib/links';
import { abilities, ROLE_NAMES, ROLE_WITH_ARTICLE, roleText } from '../lib/roles';
import { dateTime } from '../lib/time';
import { navigate } from '../router';

type MemberRole = 'editor' | 'agent' | 'viewer';

/**
 * The App's members and their roles. The owner invites by link, changes roles, removes members
 * and withdraws invitations; a member may leave. Others' actions are not shown (the api would
 * refuse them).
 */
export function MembersTab(props: { app: App; account: Account }) {
  const { app, account } = props;
  const can = abilities(app.role);
  const members = useLoad(() => call<Member[]>('GET', `/apps/${app.id}/members`), [app.id]);
  const invites = useLoad(() => (can.manageMembers ? call<Invite[]>('GET', `/apps/${app.id}/invites`) : Promise.resolve([])), [app.id, can.manageMembers]);
  const action = useSubmit();
  const [said, setSaid] = useState<string | null>(null);

  const setRole = async (m: Member, role: MemberRole) => {
    setSaid(null);
    const ok = await action.run(() => call('PATCH', `/apps/${app.id}/members/${m.accountId}`, { role }).then(() => true));
    if (ok) setSaid(`${m.name} is now ${ROLE_WITH_ARTICLE[role]}.`);
    members.reload();
  };
  const remove = async (m: Member) => {
    if (!confirm(`Remove ${m.name} (${m.email}) from ${app.name}? They will no longer see the App.`)) return;
    setSaid(null);
    const ok = await action.run(() => call('DELETE', `/apps/${app.id}/members/${m.accountId}`).then(() => true));
    if (ok) setSaid(`${m.name} is no longer a member.`);
    members.reload();
  };
  const withdraw = async (i: Invite) => {
    setSaid(null);
    const ok = await action.run(() => call('DELETE', `/apps/${app.id}/invites/${i.id}`).then(() => true));
    if (ok) setSaid('Invitation withdrawn: its link no longer works.');
    invites.reload();
  };
  const leave = async () => {
    if (!confirm(`Leave ${app.name}? You will no longer see it; coming back takes a new invitation.`)) return;
    const ok = await action.run(() => call('DELETE', `/apps/${app.id}/members/me`).then(() => true));
    if (ok) navigate({ name: 'apps' });
  };

  return (
    <div class="stack members-tab">
      <section class="card stack" aria-labelledby="members-title">
        <div>
          <h2 id="members-title">Members</h2>
          <p class="muted">
            You are <strong>{ROLE_WITH_ARTICLE[app.role]}</strong> of this App. {roleText(app.role, 'you')}
          </p>
        </div>
        <div aria-live="polite">{said && <Notice kind="ok">{said}</Notice>}</div>
        {action.error && <Notice kind="error">{action.error}</Notice>}
        {members.error && <Notice kind="error">{members.error}</Notice>}
        {!members.data && !members.error && <Spinner />}
        {members.data && (
          <ul class="members" aria-label="Members">
            {members.data.map((m) => {
              const you = m.accountId === account.id;
              return (
                <li key={m.accountId} class="member">
                  <div class="member-who">
                    <strong class="wrap">
                      {m.name}
                      {you && <span class="muted"> (you)</span>}
                    </strong>
                    <span class="muted small wrap">{m.email}</span>
                  </div>
                  {can.manageMembers && m.role !== 'owner' ? (
                    <div class="member-actions">
                      <select
                        aria-label={`Role of ${m.name}`}
                        value={m.role}
                        onChange={(e) => void setRole(m, e.currentTarget.value as MemberRole)}
                      >
                        <option value="editor">Editor</option>
                        <option value="agent">Agent (answers visitors)</option>
                        <option value="viewer">Viewer</option>
                      </select>
                      <button class="btn small danger" type="button" disabled={action.busy} onClick={() => void remove(m)} aria-label={`Remove ${m.name}`}>
                        Remove
                      </button>
                    </div>
                  ) : (
                    <span class={`badge role-${m.role}`}>{ROLE_NAMES[m.role]}</span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {can.manageMembers && <InviteCard app={app} onInvited={invites.reload} />}
      {can.manageMembers && invites.data && invites.data.length > 0 && (
        <section class="card stack" aria-labelledby="invites-title">
          <div>
            <h2 id="invites-title">Pending invitations</h2>
            <p class="muted">Links not accepted yet. They are not shown again: withdraw one and make another if it was lost.</p>
          </div>
          <ul class="members" aria-label="Pending invitations">
            {invites.data.map((i) => (
              <li key={i.id} class="member">
                <div class="member-who">
                  <strong>{ROLE_NAMES[i.role]}</strong>
                  <span class="muted small">
                    made {dateTime(i.createdAt)}, works until {dateTime(i.expiresAt)}
                  </span>
                </div>
                <button class="btn small ghost danger" type="button" disabled={action.busy} onClick={() => void withdraw(i)}>
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {can.leave && (
        <section class="card stack" aria-labelledby="leave-title">
          <div>
            <h2 id="leave-title">Leave this App</h2>
            <p class="muted">You will no longer see {app.name}. Coming back takes a new invitation from its owner.</p>
          </div>
          <button class="btn danger self-start" type="button" disabled={action.busy} onClick={() => void leave()}>
            Leave the App
          </button>
        </section>
      )}
    </div>
  );
}

/** Makes an invitation link with a role (shown once), and a message with it to send. */
function InviteCard(props: { app: App; onInvited: () => void }) {
  const [role, setRole] = useState<MemberRole>('viewer');
  const [email, setEmail] = useState('');
  const [issued, setIssued] = useState<{ invite: IssuedInvite; email: string } | null>(null);
  const { busy, error, details, run } = useSubmit();
  const roleProblem = details.find((d) => d.field === 'role')?.problem;

  const submit = async (e: Event) => {
    e.preventDefault();
    const invite = await run(() => call<IssuedInvite>('POST', `/apps/${props.app.id}/invites`, { role }));
    if (!invite) return;
    setIssued({ invite, email: email.trim() });
    setEmail('');
    props.onInvited();
  };

  return (
    <form class="card stack" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="invite-title">
      <div>
        <h2 id="invite-title">Invite a member</h2>
        <p class="muted">Parley makes a link for one person, valid 7 days. Send it to them: they log in or sign up, then accept it.</p>
      </div>
      <div class="row">
        <Field label="Role" error={roleProblem} hint={roleText(role, 'anyone')}>
          {(id) => (
            <select id={id} name="role" value={role} onChange={(e) => setRole(e.currentTarget.value as MemberRole)}>
              <option value="viewer">Viewer</option>
              <option value="agent">Agent (answers visitors)</option>
              <option value="editor">Editor</option>
            </select>
          )}
        </Field>
        <Field label="Their e-mail (optional)" hint="To write the message with the link in your mail program.">
          {(id) => <input id={id} name="email" type="email" autoComplete="off" value={email} onInput={(e) => setEmail(e.currentTarget.value)} />}
        </Field>
      </div>
      {error && !details.length && <Notice kind="error">{error}</Notice>}
      <button class="btn primary self-start" type="submit" disabled={busy}>
        {busy ? 'Making the link…' : 'Make an invitation link'}
      </button>
      {issued && (
        <div class="stack" aria-live="polite">
          <Notice kind="warn">
            <strong>Copy this link now:</strong> it is shown once. It makes one person {ROLE_WITH_ARTICLE[issued.invite.role]}.
          </Notice>
          <CopyBox label={`Invitation link (${ROLE_NAMES[issued.invite.role].toLowerCase()})`} value={issued.invite.url} multiline testId="invite-url" />
          {issued.email && (
            <a class="btn self-start wrap" href={inviteMailto(issued.email, props.app.name, issued.invite.role, issued.invite.url)}>
              E-mail the link to {issued.email}
            </a>
          )}
        </div>
      )}
    </form>
  );
}
