import { useEffect, useState } from 'preact/hooks';
import { call, type AcceptedInvite as Accepted, type Account, type InviteOffer as Offer } from '../api';
import { Notice, Spinner } from '../components/ui';
import { useLoad, useSubmit } from '../hooks';
import { pendingInvite } from '../lib/flash';
import { tokenFromHash } from '../lib/links';
import { ROLE_WITH_ARTICLE, roleText } from '../lib/roles';
import { dateTime } from '../lib/time';
import { linkHandler, navigate } from '../router';

/**
 * The page of an invitation link (`/portal/invite#token=...`). Without a session it asks to log in
 * or sign up first, keeping the link for when the visitor comes back; with one it shows which App
 * and role the link offers, and accepts it.
 */
export function InvitationPage(props: { account: Account | null; onLogOut: () => void }) {
  const [token] = useState(() => {
    const t = tokenFromHash(location.hash) ?? pendingInvite.get();
    if (t) pendingInvite.set(t);
    return t;
  });

  if (!token) {
    return (
      <div class="solo">
        <div class="card stack">
          <h1>Invitation</h1>
          <Notice kind="error">This page opens from an invitation link, and this address has none. Ask the App's owner for the link again.</Notice>
          <p>
            <a {...linkHandler({ name: 'apps' })}>Go to your Apps</a>
          </p>
        </div>
      </div>
    );
  }
  if (!props.account) {
    return (
      <div class="solo">
        <div class="card stack">
          <h1>You are invited to an App</h1>
          <p>Someone invited you to work with them on a bot in Parley. Log in, or create an account, to see the invitation and accept it: you come back here afterwards.</p>
          <div class="actions">
            <a class="btn primary" {...linkHandler({ name: 'login' })}>
              Log in
            </a>
            <a class="btn" {...linkHandler({ name: 'signup' })}>
              Create an account
            </a>
          </div>
        </div>
      </div>
    );
  }
  return <OfferCard token={token} account={props.account} onLogOut={props.onLogOut} />;
}

function OfferCard(props: { token: string; account: Account; onLogOut: () => void }) {
  const offer = useLoad(() => call<Offer>('POST', '/invites/look-up', { token: props.token }), [props.token]);
  const { busy, error, run } = useSubmit();

  const accept = async () => {
    const res = await run(() => call<Accepted>('POST', '/invites/accept', { token: props.token }));
    if (!res) return;
    pendingInvite.clear();
    navigate({ name: 'app', id: res.appId, tab: 'setup' });
  };
  const apps = linkHandler({ name: 'apps' });
  // Expired, used or withdrawn: nothing to come back to after the next log-in.
  useEffect(() => {
    if (offer.error) pendingInvite.clear();
  }, [offer.error]);

  if (offer.error) {
    return (
      <div class="solo">
        <div class="card stack">
          <h1>Invitation</h1>
          <Notice kind="error">{offer.error}. Ask the App's owner for a new link.</Notice>
          <p>
            <a {...linkHandler({ name: 'apps' })}>Go to your Apps</a>
          </p>
        </div>
      </div>
    );
  }
  if (!offer.data) return <Spinner />;
  const o = offer.data;
  return (
    <div class="solo">
      <div class="card stack">
        <h1 class="wrap">Join “{o.appName}”</h1>
        <p>
          You are invited as <strong>{ROLE_WITH_ARTICLE[o.role]}</strong>. {roleText(o.role, 'anyone')}
        </p>
        <p class="muted small">
          The link works once, until {dateTime(o.expiresAt)}. You join as <strong class="wrap">{props.account.email}</strong>.
        </p>
        {error && <Notice kind="error">{error}</Notice>}
        <div class="actions">
          <button class="btn primary" type="button" disabled={busy} onClick={() => void accept()}>
            {busy ? 'Joining…' : 'Accept the invitation'}
          </button>
          <a
            class="btn ghost"
            href={apps.href}
            onClick={(e) => {
              pendingInvite.clear();
              apps.onClick(e);
            }}
          >
            Not now
          </a>
        </div>
        <p class="muted small">
          Not {props.account.email}?{' '}
          <button class="link" type="button" onClick={props.onLogOut}>
            Log out
          </button>{' '}
          and log in with the invited account.
        </p>
      </div>
    </div>
  );
}
