import { useEffect, useRef, useState } from 'preact/hooks';
import { call, session, type Account } from './api';
import { pendingInvite } from './lib/flash';
import { isGuestOnly, isPublic, routePath, type Route } from './lib/routes';
import { AccountPage } from './pages/account-page';
import { AppPage } from './pages/app-page';
import { AppsPage } from './pages/apps-page';
import { AuthPage } from './pages/auth-page';
import { InvitationPage } from './pages/invitation-page';
import { NewAppPage } from './pages/new-app-page';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/password-pages';
import { linkHandler, navigate, useRoute } from './router';
import { Spinner } from './components/ui';

/** Where a logged-in visitor goes: back to the invitation they opened before logging in, or their Apps. */
function home(): Route {
  return pendingInvite.get() ? { name: 'invite' } : { name: 'apps' };
}

/** The page a route shows, as far as moving the focus goes: the tabs of one App are one page. */
function pageKey(route: Route): string {
  return route.name === 'app' || route.name === 'conversation' || route.name === 'entities' ? `app:${route.id}` : routePath(route);
}

/** The page frame: top bar with the account, and the page of the current route. */
export function Shell() {
  const route = useRoute();
  const [account, setAccount] = useState<Account | null | undefined>(session.token ? undefined : null);
  const main = useRef<HTMLElement>(null);
  const shownPage = useRef<string | null>(null);

  useEffect(() => {
    session.onLoggedOut(() => {
      setAccount(null);
      navigate({ name: 'login' }, true);
    });
    if (session.token) call<Account>('GET', '/me').then(setAccount, () => setAccount(null));
  }, []);

  useEffect(() => {
    if (account === null && !isPublic(route)) navigate({ name: 'login' }, true);
    if (account && isGuestOnly(route)) navigate(home(), true);
  }, [account, route]);

  // After a navigation the keyboard and the screen reader start at the new page's heading, not on
  // the link that is gone (the first page loaded keeps the browser's own start).
  const key = pageKey(route);
  useEffect(() => {
    if (account === undefined) return;
    const first = shownPage.current === null;
    if (shownPage.current === key) return;
    shownPage.current = key;
    if (first) return;
    const heading = main.current?.querySelector<HTMLElement>('h1');
    const target = heading ?? main.current;
    if (!target) return;
    target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });

  const loggedIn = (s: { token: string; account: Account }) => {
    session.set(s.token);
    setAccount(s.account);
    navigate(home());
  };

  // The server ends the session (its token is refused from now on), then the portal forgets it.
  const logOut = async () => {
    await call('DELETE', '/sessions/current').catch(() => undefined);
    session.clear();
  };

  return (
    <div class="layout">
      <header class="topbar">
        <a class="brand" {...linkHandler({ name: 'apps' })}>
          <span class="logo" aria-hidden="true">
            P
          </span>
          Parley <span class="muted">developers</span>
        </a>
        {account && (
          <nav class="who" aria-label="Account">
            <span class="muted hide-sm">{account.email}</span>
            <a class="btn small ghost" {...linkHandler({ name: 'account' })} aria-current={route.name === 'account' ? 'page' : undefined}>
              Account
            </a>
            <button class="btn small ghost" type="button" onClick={() => void logOut()}>
              Log out
            </button>
          </nav>
        )}
      </header>
      <main class="content" ref={main}>
        {account === undefined ? (
          <Spinner />
        ) : route.name === 'login' || route.name === 'signup' ? (
          <AuthPage mode={route.name} onSession={loggedIn} />
        ) : route.name === 'forgot-password' ? (
          <ForgotPasswordPage />
        ) : route.name === 'reset-password' ? (
          <ResetPasswordPage />
        ) : route.name === 'invite' ? (
          <InvitationPage account={account} onLogOut={() => void logOut()} />
        ) : !account ? (
          <Spinner />
        ) : route.name === 'account' ? (
          <AccountPage account={account} onChange={setAccount} />
        ) : route.name === 'apps' ? (
          <AppsPage />
        ) : route.name === 'new-app' ? (
          <NewAppPage />
        ) : route.name === 'app' ? (
          <AppPage id={route.id} tab={route.tab} account={account} />
        ) : route.name === 'entities' ? (
          <AppPage id={route.id} tab="trainer" section="entities" account={account} />
        ) : route.name === 'conversation' ? (
          <AppPage id={route.id} tab="conversations" conversationId={route.conversationId} account={account} />
        ) : (
          <div class="card narrow">
            <h1>Page not found</h1>
            <p>
              <a {...linkHandler({ name: 'apps' })}>Back to your Apps</a>
            </p>
          </div>
        )}
      </main>
    </div>
  );
}
