import { useEffect, useState } from 'preact/hooks';
import { call, session, type Account } from './api';
import { isPublic } from './lib/routes';
import { AppPage } from './pages/app-page';
import { AppsPage } from './pages/apps-page';
import { AuthPage } from './pages/auth-page';
import { NewAppPage } from './pages/new-app-page';
import { linkHandler, navigate, useRoute } from './router';
import { Spinner } from './components/ui';

/** The page frame: top bar with the account, and the page of the current route. */
export function Shell() {
  const route = useRoute();
  const [account, setAccount] = useState<Account | null | undefined>(session.token ? undefined : null);

  useEffect(() => {
    session.onLoggedOut(() => {
      setAccount(null);
      navigate({ name: 'login' }, true);
    });
    if (session.token) call<Account>('GET', '/me').then(setAccount, () => setAccount(null));
  }, []);

  useEffect(() => {
    if (account === null && !isPublic(route)) navigate({ name: 'login' }, true);
    if (account && isPublic(route)) navigate({ name: 'apps' }, true);
  }, [account, route]);

  const loggedIn = (s: { token: string; account: Account }) => {
    session.set(s.token);
    setAccount(s.account);
    navigate({ name: 'apps' });
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
          <div class="who">
            <span class="muted hide-sm">{account.email}</span>
            <button class="btn small ghost" onClick={() => void logOut()}>
              Log out
            </button>
          </div>
        )}
      </header>
      <main class="content">
        {account === undefined ? (
          <Spinner />
        ) : route.name === 'login' || route.name === 'signup' ? (
          <AuthPage mode={route.name} onSession={loggedIn} />
        ) : !account ? (
          <Spinner />
        ) : route.name === 'apps' ? (
          <AppsPage />
        ) : route.name === 'new-app' ? (
          <NewAppPage />
        ) : route.name === 'app' ? (
          <AppPage id={route.id} tab={route.tab} />
        ) : route.name === 'conversation' ? (
          <AppPage id={route.id} tab="conversations" conversationId={route.conversationId} />
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
