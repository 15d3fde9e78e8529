import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { BackofficeParticipationForm } from '../../../components/participation-form/backoffice-participation-form';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { notify } from '../../../lib/notify';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = { tournament: TTournament; categoryId: number; onClose: () => void };

/**
 * The draws page's quick-add (spec 2 §2): the back office's add-participation
 * form for this category only, entered approved, so the new entrant waits
 * among the unplaced for an open line or a group.
 */
export function QuickAddParticipationDialog({ tournament, categoryId, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const client = useQueryClient();
  return (
    <BackofficeParticipationForm
      tournamentId={tournament.id}
      categories={tournament.tournamentCategories}
      fixedCategoryId={categoryId}
      approved
      onCreated={(message) => {
        notify({ message, level: 'success' });
        // The draw's unplaced list and the tournament's counts both change.
        void client.invalidateQueries({ queryKey: MATCHES_KEY });
        void client.invalidateQueries({ queryKey: ['tournaments'] });
        onClose();
      }}
      layout={(fields, submit) => (
        <Modal
          open
          onClose={onClose}
          title={t('quickAdd.title')}
          actions={
            <>
              <Button variant="secondary" onClick={onClose}>
                {t('cancel')}
              </Button>
              {submit}
            </>
          }
        >
          <p className="mb-4 text-ink-muted">{t('quickAdd.intro')}</p>
          {fields}
        </Modal>
      )}
    />
  );
}
