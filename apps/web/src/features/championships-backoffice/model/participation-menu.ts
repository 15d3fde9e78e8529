import {
  CHAMPIONSHIP_PARTICIPATION_STATUSES,
  allowedParticipationActions,
  type TBackofficeParticipation,
  type TChampionshipParticipationStatus,
} from '@tennis/contracts';

/**
 * One entry of a participation's row menu. Approve opens the ATRP dialog and
 * reject asks first; the rest run at once.
 */
export type MenuItem =
  | { key: 'approve'; kind: 'approve-dialog' }
  | { key: 'reject'; kind: 'confirm-reject' }
  | { key: 'reset' | 'mark-as-paid' | 'cancel-payment'; kind: 'run' }
  | { key: `status-${TChampionshipParticipationStatus}`; kind: 'status'; status: TChampionshipParticipationStatus };

/** The menu of a row, from the same rule the server refuses illegal moves with (409). */
export function participationMenu(
  participation: Pick<TBackofficeParticipation, 'state' | 'paid' | 'status'>,
): MenuItem[] {
  const items: MenuItem[] = [];
  for (const action of allowedParticipationActions(participation)) {
    if (action === 'approve') items.push({ key: 'approve', kind: 'approve-dialog' });
    else if (action === 'reject') items.push({ key: 'reject', kind: 'confirm-reject' });
    else if (action === 'update-status') {
      // Any status to either of the others (spec 3 §4).
      for (const status of CHAMPIONSHIP_PARTICIPATION_STATUSES) {
        if (status !== participation.status) items.push({ key: `status-${status}`, kind: 'status', status });
      }
    } else items.push({ key: action, kind: 'run' });
  }
  return items;
}
