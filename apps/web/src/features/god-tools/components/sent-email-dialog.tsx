import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { QueryError } from '../../../components/ui/query-error';
import { Skeleton } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/format';
import { sentEmailQuery } from '../api/log-lists-api';
import { GOD_TOOLS_NS } from '../i18n';

/** One sent mail: who it went to, when, and its text. */
export function SentEmailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  return (
    <Modal
      open={id !== null}
      onClose={onClose}
      title={t('sentEmails.dialogTitle', { id })}
      actions={<Button onClick={onClose}>{t('text.close')}</Button>}
    >
      {id !== null && <SentEmailDetails id={id} />}
    </Modal>
  );
}

function SentEmailDetails({ id }: { id: number }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const mail = useQuery(sentEmailQuery(id));
  if (mail.isPending) return <Skeleton className="h-48 w-full" />;
  if (mail.isError) return <QueryError error={mail.error} onRetry={() => void mail.refetch()} />;
  const data = mail.data.data;
  const rows: [string, string][] = [
    [t('sentEmails.subject'), data.subject],
    [t('sentEmails.recipients'), data.recipients.join(', ')],
    ...(data.cc.length ? [[t('sentEmails.cc'), data.cc.join(', ')] as [string, string]] : []),
    ...(data.bcc.length ? [[t('sentEmails.bcc'), data.bcc.join(', ')] as [string, string]] : []),
    ...(data.replyTo ? [[t('sentEmails.replyTo'), data.replyTo] as [string, string]] : []),
    [t('sentEmails.template'), data.template ?? '—'],
    [t('columns.createdAt'), formatDateTime(data.createdAt)],
    [t('sentEmails.sentAt'), data.sentAt ? formatDateTime(data.sentAt) : t('sentEmails.notDelivered')],
    ...(data.errorText ? [[t('sentEmails.error'), data.errorText] as [string, string]] : []),
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <section>
        <h3 className="mb-1 font-semibold">{t('sentEmails.preview')}</h3>
        <p className="rounded-control bg-surface-sunken p-3" data-testid="sent-email-preview">
          {data.preview}
        </p>
      </section>
      {data.text && (
        <section>
          <h3 className="mb-1 font-semibold">{t('sentEmails.textBody')}</h3>
          <pre className="whitespace-pre-wrap break-words rounded-control bg-surface-sunken p-3 font-sans">
            {data.text}
          </pre>
        </section>
      )}
    </div>
  );
}
