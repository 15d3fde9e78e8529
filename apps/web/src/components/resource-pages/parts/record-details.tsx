import { useTranslation } from 'react-i18next';
import type { TFieldMeta, TRecord } from '@tennis/contracts';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { formatFieldValue, recordIdOf } from '../model/record-view';
import { RESOURCES_NS } from '../i18n';

type RecordDetailsProps = { record: TRecord | null; fields: TFieldMeta[]; onClose: () => void };

/** The "show" action: every field of the row, read-only, in a dialog. */
export function RecordDetails({ record, fields, onClose }: RecordDetailsProps) {
  const { t } = useTranslation(RESOURCES_NS);
  const words = { yes: t('values.yes'), no: t('values.no') };
  return (
    <Modal
      open={record !== null}
      onClose={onClose}
      title={t('show.title', { id: record ? recordIdOf(record) : '' })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('show.close')}
        </Button>
      }
    >
      {record && (
        <dl className="divide-y divide-line">
          {fields
            .filter((f) => f.type !== 'password')
            .map((field) => (
              <div key={field.name} className="grid grid-cols-3 gap-3 py-2">
                <dt className="font-medium text-ink-muted">{field.label}</dt>
                <dd className="col-span-2 break-words">{formatFieldValue(field, record[field.name], words) || '—'}</dd>
              </div>
            ))}
        </dl>
      )}
    </Modal>
  );
}
