import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

/** The pages a mail's unsubscribe link leads to (spec 3 §2): public, the link's token is the proof. */
export const notificationsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/unsubscribe',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await import('./routes/unsubscribe-page')).UnsubscribePage }),
  },
  {
    path: '/unsubscription-success',
    handle: { requirement: 'public' },
    lazy: async () => ({
      Component: (await import('./routes/unsubscription-success-page')).UnsubscriptionSuccessPage,
    }),
  },
  {
    path: '/subscription-success',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await import('./routes/subscription-success-page')).SubscriptionSuccessPage }),
  },
];
