import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TSentEmailRow } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { ConfirmButton } from '../../../components/ui/confirm-button';
import { formatDateTime } from '../../../lib/format';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useResendEmail } from '../api/log-lists-api';
import { LogCard } from '../components/log-card';
import { sentEmailColumns } from '../components/sent-email-columns';
import { LogListPage } from '../components/log-list-page';
import { SentEmailDialog } from '../components/sent-email-dialog';
import { GOD_TOOLS_NS } from '../i18n';

/**
 * /sent-emails (spec 3 §7): every mail sent, with filters, a date range, sort
 * and pages; a row opens in a dialog, and resending takes a second click on
 * the same row.
 */
export function SentEmailsPage() {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const [shown, setShown] = useState<number | null>(null);
  const resend = useResendEmail();

  const status = (row: TSentEmailRow) =>
    row.error ? (
      <span className="text-danger">{t('sentEmails.statusFailed')}</span>
    ) : row.sentAt ? (
      formatDateTime(row.sentAt)
    ) : (
      <span className="text-ink-muted">{t('sentEmails.notDelivered')}</span>
    );
  const actions = (row: TSentEmailRow) => (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => setShown(row.id)}>
        {t('sentEmails.view')}
      </Button>
      <ConfirmButton
        label={t('sentEmails.resend')}
        question={t('sentEmails.resendQuestion')}
        disabled={resend.isPending && resend.variables === row.id}
        onConfirm={() =>
          resend.mutate(row.id, {
            onSuccess: (answer) => notify({ level: 'success', message: answer.message, lifespan: 'quick' }),
            onError: (failure) => reportFormError(failure),
          })
        }
      />
    </div>
  );
  const columns = sentEmailColumns(t, status, actions);

  return (
    <>
      <LogListPage<TSentEmailRow>
        title={t('sentEmails.title')}
        intro={t('sentEmails.intro')}
        endpoint="/api/sent-emails"
        filters={[
          { name: 'subject', label: t('sentEmails.subject') },
          { name: 'recipient', label: t('sentEmails.recipient') },
          { name: 'template', label: t('sentEmails.template') },
          {
            name: 'status',
            label: t('sentEmails.status'),
            options: [
              { value: 'failed', label: t('sentEmails.statusFailed') },
              { value: 'resent', label: t('sentEmails.statusResent') },
            ],
          },
        ]}
        sortable={['subject', 'template']}
        columns={columns}
        getRowId={(row) => String(row.id)}
        emptyText={t('sentEmails.empty')}
        renderCard={(row) => (
          <LogCard
            meta={formatDateTime(row.createdAt)}
            heading={row.subject}
            fields={[
              { label: t('sentEmails.recipients'), value: row.recipients.join(', ') },
              { label: t('sentEmails.sentAt'), value: status(row) },
              { label: t('sentEmails.preview'), value: <span className="line-clamp-3 text-xs">{row.preview}</span> },
            ]}
            actions={actions(row)}
          />
        )}
      />
      <SentEmailDialog id={shown} onClose={() => setShown(null)} />
    </>
  );
}
