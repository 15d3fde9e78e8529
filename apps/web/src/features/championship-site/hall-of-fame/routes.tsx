import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import type { PageHandle } from '../../../lib/page-requirement';

// The Hall of Fame and the 2024 knockouts and finals page, which shows the
// season's champions from the same list; each loads its texts with its code.
const withTexts = async <T,>(load: Promise<T>): Promise<T> => (await Promise.all([load, import('./i18n')]))[0];

export const hallOfFameRoutes: (RouteObject & { handle: PageHandle })[] = [
  {
    path: paths.skin.listOfChampions(),
    handle: {
      requirement: 'public',
      serverRendered: true,
      head: {
        title: 'Hall of Fame: οι πρωταθλητές κάθε σεζόν',
        description:
          'Οι πρωταθλητές του ερασιτεχνικού πρωταθλήματος τένις της Αθήνας από το 2019: OPEN, UNDER 2.5 και διπλά, με τους φιναλίστ και το σκορ του τελικού.',
      },
    },
    lazy: async () => ({ Component: (await withTexts(import('./hall-of-fame-page'))).HallOfFamePage }),
  },
  {
    path: paths.skin.knockoutsFinals2024(),
    handle: {
      requirement: 'public',
      serverRendered: true,
      head: {
        title: 'Knockouts και Τελικοί 2024',
        description:
          'Πώς κρίθηκε ο τίτλος του 2024: οι τέσσερις πρώτοι της κανονικής περιόδου και τέσσερις από τα knockouts, δύο όμιλοι, ημιτελικοί, τελικός και οι πρωταθλητές.',
      },
    },
    lazy: async () => ({
      Component: (await withTexts(import('./knockouts-finals-2024-page'))).KnockoutsFinals2024Page,
    }),
  },
];
