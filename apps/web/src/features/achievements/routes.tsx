import type { RouteObject } from 'react-router';
import type { PageHandle } from '../../lib/page-requirement';

// The achievement pages (spec 3 §2), public; each loads its texts with its code.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

export const achievementsRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: '/achievements',
    handle: { requirement: 'public' },
    lazy: async () => ({ Component: (await import('./routes/achievements-redirect-page')).AchievementsRedirectPage }),
  },
  {
    path: '/achievements/leaders',
    handle: { requirement: 'public' },
    lazy: async () => ({
      Component: (await withTexts(import('./routes/achievement-leaders-page'))).AchievementLeadersPage,
    }),
  },
  {
    path: '/players/:id/achievements/:achievementId?',
    handle: { requirement: 'public' },
    lazy: async () => ({
      Component: (await withTexts(import('./routes/player-achievements-page'))).PlayerAchievementsPage,
    }),
  },
];
