import { useEffect, useState } from 'preact/hooks';
import { parseRoute, routePath, type Route } from './lib/routes';

const listeners = new Set<() => void>();

/** Goes to a client route without reloading (history API; the api answers index.html on reload). */
export function navigate(to: Route | string, replace = false): void {
  const path = typeof to === 'string' ? to : routePath(to);
  if (path === location.pathname) return;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.scrollTo(0, 0);
  listeners.forEach((l) => l());
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.pathname));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.pathname));
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** A link that navigates in the app on a plain click and stays a real link otherwise (new tab). */
export function linkHandler(to: Route) {
  return {
    href: routePath(to),
    onClick: (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(to);
    },
  };
}
