import { StrictMode, startTransition } from 'react';
import { App } from './app/app';
import { seedPageData } from './app/initial-data';
import { getRouter, warmRouterInputs } from './app/router';
import { isServerRendered } from './app/server-rendering';
import { preloadPage } from './app/routes-table';
import { loadLocale, pageLocale } from './lib/i18n';
import { holdLinksUntilLive } from './lib/held-links';
import { releaseGatesOnInteraction, releaseRestOnceSettled } from './lib/takeover-gate';
import { beginHydration } from './lib/use-hydrated';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// React's renderer is most of the code: run apart from the app's, in a task of its own, neither
// holds the page for long enough to block a tap (Lighthouse's Total Blocking Time).
const reactDom = () => import('react-dom/client');
/** Resolves once the browser has painted (a frame, then the task after it). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
// The chosen language's texts (the server preloads their chunk beside this one).
const texts = loadLocale(pageLocale());

// A visitor's first screen arrives as markup (apps/server/src/pages/server-render.ts): React takes
// it over in place, so what is painted (the first poster above all) is never painted twice. It waits
// for the page's code, and for the markup to be painted: taking it over is the page's longest piece
// of work, and done first it would hold back the first paint on a slow phone.
if (isServerRendered()) {
  beginHydration();
  releaseGatesOnInteraction();
  holdLinksUntilLive(root);
  releaseRestOnceSettled();
  // Filling the cache, the router's first reads of storage and history, making the router (which
  // matches the whole route table) and asking for the page's code (adding its preload links) get a
  // task each: together they made one of the first load's longest tasks.
  const made = nextTask().then(seedPageData).then(nextTask).then(warmRouterInputs).then(nextTask).then(getRouter);
  const pageCode = made.then(nextTask).then(() => preloadPage(getRouter().state.matches));
  const ready = made.then(nextTask);
  void Promise.all([pageCode, afterPaint(), reactDom(), ready, texts]).then(([, , { hydrateRoot }]) =>
    startTransition(() => void hydrateRoot(root, app)),
  );
} else {
  seedPageData();
  void Promise.all([reactDom(), texts]).then(([{ createRoot }]) => createRoot(root).render(app));
}

// The installable app's worker (apps/web/vite.config.ts), once the page has loaded, so that its
// fetching of the build's code never shares the line with the first screen's. This script may itself
// run after the load event (a server-rendered page asks for it then).
const registerWorker = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerWorker();
  else addEventListener('load', registerWorker, { once: true });
}
