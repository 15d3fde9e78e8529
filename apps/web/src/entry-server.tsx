// The web app on the server: the API imports this module's build (dist-server)
// to answer each page with the right status. It uses the browser's own route
// table, so a page exists on the server exactly when the client router knows it.
import { matchRoutes } from 'react-router';
import { routes } from './app/router';

/** Whether a path is one of the app's pages: the catch-all not-found route does not count. */
export function isKnownPage(pathname: string): boolean {
  const matches = matchRoutes(routes, pathname);
  const page = matches?.at(-1)?.route;
  return page !== undefined && page.path !== '*';
}
