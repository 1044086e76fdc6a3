import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { setInAppNavigation } from '../lib/in-app-navigation';
import { notePage } from '../lib/view-source';
import { routes } from './routes-table';
import { isServerRendered } from './server-rendering';

/**
 * Our loaders only start work early and return null, and the server rendered without them. To take
 * over the server's markup the router must count the first screen as loaded (else it renders
 * nothing at first, and React throws the markup away). The loaders are not run for it: the page's
 * code is in before React starts (main.tsx) and its data came with the page (initial-data.ts), and a
 * first load the router runs itself ends like a navigation, which scrolls to the top, throwing away
 * wherever the visitor had scrolled to meanwhile. Ids are React Router's own default (the route's
 * position in the table), given explicitly so the data can name them.
 */
function hydrationFor(table: RouteObject[], parent: string[] = [], state: HydrationState = { loaderData: {} }) {
  table.forEach((route, index) => {
    const position = [...parent, String(index)];
    route.id ??= position.join('-');
    if (typeof route.loader === 'function') state.loaderData![route.id] = null;
    if (route.children) hydrationFor(route.children, position, state);
  });
  return state;
}

let router: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * Reads what making the router reads first, in a task before it: the first read of session storage
 * (where the router keeps view transitions) waits on the browser's process, and so does the first
 * read of the history's state.
 */
export function warmRouterInputs() {
  try {
    void window.sessionStorage.length;
  } catch {
    // storage denied: the router copes, and there is nothing to warm
  }
  void window.history.state;
}

/**
 * Made on first use, from the app's first render, rather than when this module loads: loading the
 * app's one script is the first load's longest task, and a render is work React can pause.
 */
export function getRouter() {
  if (!router) {
    router = createBrowserRouter(routes, { hydrationData: isServerRendered() ? hydrationFor(routes) : undefined });
    const made = router;
    setInAppNavigation((to, options) => void made.navigate(to, options));
    // Each page shown, so a view counted later knows where its video page was opened from.
    notePage(made.state.location);
    made.subscribe(({ location }) => notePage(location));
  }
  return router;
}
