import { useState } from 'react';
import { allowedParticipationActions, type TBackofficeParticipation } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useBulkMarkPaid } from '../api/championship-backoffice-api';

/** Only a participation that may still be marked as paid can be chosen for the bulk action. */
export const payable = (p: TBackofficeParticipation) => allowedParticipationActions(p).includes('mark-as-paid');

/**
 * The rows chosen to be marked as paid at once. A choice outlives a page change,
 * but only the shown rows that are still payable count.
 */
export function usePaidSelection(championshipId: string, rows: TBackofficeParticipation[]) {
  const bulk = useBulkMarkPaid(championshipId);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const selectable = rows.filter(payable);
  const chosen = selectable.filter((row) => selected.has(row.id)).map((row) => row.id);

  const toggle = (rowId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(rowId)) next.delete(rowId);
      else next.add(rowId);
      return next;
    });
  const selectAll = (all: boolean) => setSelected(all ? new Set(selectable.map((row) => row.id)) : new Set());

  const markSelectedPaid = () =>
    bulk.mutate(chosen, {
      onSuccess: (answer) => {
        notify({ level: 'success', message: answer.message, lifespan: 'quick' });
        setSelected(new Set());
      },
      onError: (failure) => reportFormError(failure),
    });

  return { selected, selectable, chosen, toggle, selectAll, markSelectedPaid, pending: bulk.isPending };
}
