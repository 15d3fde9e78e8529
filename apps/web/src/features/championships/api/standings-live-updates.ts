import { useLiveUpdates } from '../../../lib/use-live-updates';

/** A championship's public pages follow its standings stream (decision 032): a result refetches the tables and the lists beside them. */
export const useStandingsLiveUpdates = (championshipId: number) =>
  useLiveUpdates(`/api/championships/${championshipId}/standings/live`, [['championships', championshipId]]);
