import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENTRY_STATUSES, type TEntryStatus } from '@tennis/contracts';
import { SHARED_UI_NS } from '../../../components/shared-ui-i18n';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { PARTICIPATIONS_NS } from '../i18n';

type Props = {
  current: TEntryStatus;
  pending: boolean;
  onConfirm: (entryStatus: TEntryStatus) => void;
  onClose: () => void;
};

/** How the entrant got in: direct, or one of the codes the draws print beside the name. */
export function EntryStatusDialog({ current, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const names = useTranslation(SHARED_UI_NS).t;
  const [value, setValue] = useState<TEntryStatus>(current);
  return (
    <Modal
      open
      title={t('entryStatus.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton type="button" pending={pending} onClick={() => onConfirm(value)}>
            {t('entryStatus.confirm')}
          </SubmitButton>
        </>
      }
    >
      <SelectField
        id="entry-status"
        label={t('entryStatus.label')}
        value={value}
        onChange={(event) => setValue(event.target.value as TEntryStatus)}
      >
        {ENTRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {status === 'direct' ? names('entryStatus.direct') : `${status} · ${names(`entryStatus.${status}`)}`}
          </option>
        ))}
      </SelectField>
    </Modal>
  );
}
