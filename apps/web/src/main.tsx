import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRouter, routes } from './app/router';
import { rememberEarlyShortcut } from './features/search/model/palette-store';
import { loadInitialLocale } from './lib/i18n';
import { currentQueryClient } from './lib/query-client';
import { SERVER_STATE_ID, type ServerState } from './server/server-state';
import './styles.css';

const container = document.getElementById('root')!;
const serverState = document.getElementById(SERVER_STATE_ID);
// Ctrl+K pressed before the page is taken over still opens the search.
rememberEarlyShortcut();

/**
 * A page the server drew (decision 021) is taken over where it stands: with
 * the same data, language and page code as on the server, so the first draw
 * in the browser matches its markup and nothing is fetched again.
 */
async function hydrateServerPage(state: ServerState) {
  hydrate(currentQueryClient(), state.queries);
  // The page's code (its lazy route) must be here before the first draw, or the router would draw its fallback.
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all([
    loadInitialLocale(),
    ...matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  ]);
  const router = createBrowserRouter(routes, { hydrationData: state.router });
  // As a transition, React hydrates in slices and gives the main thread back between them: a tap during
  // hydration is answered, and no single task holds a slow phone for the whole page.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProvider>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
}

/** The app drawn by the browser alone, as for every page the server does not draw. */
function renderApp() {
  const router = createRouter();
  createRoot(container).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

/**
 * Resolves once the browser has painted a frame. Taking over a drawn page keeps
 * the main thread busy; started after the first paint, it never holds back the
 * page the visitor already has (on a slow phone, or when the code comes from the cache).
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (serverState?.textContent) {
  const text = serverState.textContent;
  // If the page's code cannot load (a release replaced it), the router draws the page itself and handles that.
  afterFirstPaint()
    .then(() => hydrateServerPage(JSON.parse(text) as ServerState))
    .catch(renderApp);
} else {
  renderApp();
}
