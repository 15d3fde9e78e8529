import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/card';
import { Modal } from '../../../components/ui/modal';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { useParticipateInfo } from '../api/participate-api';
import { ParticipateForm } from '../components/participate-form';
import { useParticipationDraft } from '../components/use-participation-draft';
import { useSubmitParticipation } from '../components/use-submit-participation';
import { PARTICIPATIONS_NS } from '../i18n';

/** /tournaments/{hostSlug}/{tournamentSlug}/participate (spec 2 §2, §5). */
export function ParticipatePage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { hostSlug = '', tournamentSlug = '' } = useParams();
  const info = useParticipateInfo(hostSlug, tournamentSlug);
  // Held by the page, not the form, so what was typed outlives a refetch that hides the form.
  const form = useParticipationDraft(info.data);
  const submission = useSubmitParticipation({
    hostSlug,
    tournamentSlug,
    onSent: form.clearCategories,
    onRefusedByState: () => void info.refetch(),
  });

  if (info.isPending)
    return (
      <Page title={t('participate.title')}>
        <Skeleton className="h-64 w-full" />
      </Page>
    );
  if (!info.data)
    return (
      <Page title={t('participate.title')}>
        <Alert tone="danger">{info.error?.message}</Alert>
      </Page>
    );
  const { tournament } = info.data;

  // Closed, or every place taken (max_participations): the host's phone instead of the form.
  if (!tournament.participationsOpen || tournament.full) {
    return (
      <Page title={tournament.name}>
        <Alert tone="warning" title={tournament.participationsOpen ? t('participate.full') : t('participate.closed')}>
          {tournament.hostPhone ? t('participate.closedPhone', { phone: tournament.hostPhone }) : tournament.hostName}
        </Alert>
      </Page>
    );
  }

  return (
    <Page title={`${t('participate.title')} · ${tournament.name}`} width="wide">
      <ParticipateForm
        form={form}
        errors={submission.errors}
        pending={submission.pending}
        onSubmit={() => void submission.submit(form.draft)}
      />
      <Modal
        open={submission.dialog !== null}
        tone="danger"
        title={t('participate.errorTitle')}
        onClose={submission.closeDialog}
        actions={<Button onClick={submission.closeDialog}>{t('participate.close')}</Button>}
      >
        {submission.dialog}
      </Modal>
    </Page>
  );
}
