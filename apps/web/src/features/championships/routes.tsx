import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';
import { paths } from '../../config/paths';

// The championships' public pages; each loads its texts with its code.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

/** Pages inside the shell, with the guard of the page inventory in `handle.requirement`. */
export const championshipsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/championships/:slug',
    handle: { requirement: 'public', serverRendered: true },
    lazy: async () => ({ Component: (await withTexts(import('./routes/landing-page'))).LandingPage }),
  },
  {
    path: paths.skin.home(),
    handle: {
      requirement: 'public',
      serverRendered: true,
      head: {
        title: 'Το πρωτάθλημά μας',
        description:
          'Το ερασιτεχνικό πρωτάθλημα τένις της Αθήνας: OPEN και UNDER 2.5, κανονική περίοδος, knockouts και τελικοί, κανονισμοί και εγγραφή.',
      },
    },
    lazy: async () => ({ Component: (await withTexts(import('./routes/skin-home-page'))).SkinHomePage }),
  },
  {
    path: paths.skin.knockouts2025(),
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/knockouts-page'))).KnockoutsPage }),
  },
  {
    path: '/championships/:slug/register',
    handle: { requirement: 'player' },
    lazy: async () => ({ Component: (await withTexts(import('./routes/registration-page'))).RegistrationPage }),
  },
];

/** Fullscreen pages outside the shell (no header, no footer): a sibling of the root route. */
export const championshipsFullscreenRoutes: RouteObject[] = [
  {
    path: '/demo-pages/iframe-demo',
    handle: {
      requirement: 'public',
      head: {
        title: 'Βαθμολογία για ενσωμάτωση',
        description: 'Η βαθμολογία του πρωταθλήματος, έτοιμη να μπει σε πλαίσιο (iframe) στη σελίδα ενός συλλόγου.',
      },
    } satisfies PageHandle,
    lazy: async () => ({
      Component: (await withTexts(import('./routes/embedded-standings-page'))).EmbeddedStandingsPage,
    }),
  },
  {
    path: '/static-content/championships/:id/standings',
    handle: { requirement: 'public', serverRendered: true } satisfies PageHandle,
    lazy: async () => ({ Component: (await withTexts(import('./routes/static-standings-page'))).StaticStandingsPage }),
  },
];
