import { useTranslation } from 'react-i18next';
import type { TBackofficeParticipation } from '@tennis/contracts';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import { payable } from './use-paid-selection';

type RowProps = { row: TBackofficeParticipation; checked: boolean; onToggle: () => void };

/** Chooses one row for the bulk payment; a row that cannot be paid keeps the space, so the names line up. */
export function PaymentSelectCheckbox({ row, checked, onToggle }: RowProps) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return payable(row) ? (
    <input
      type="checkbox"
      className="focus-ring mt-1 size-5 rounded accent-clay-600"
      checked={checked}
      onChange={onToggle}
      aria-label={`${t('participations.select')}: ${row.player.displayName}`}
    />
  ) : (
    <span className="inline-block size-5" aria-hidden="true" />
  );
}

type AllProps = { checked: boolean; disabled: boolean; onChange: (all: boolean) => void };

/** Chooses every payable row shown, or none. */
export function SelectAllForPayment({ checked, disabled, onChange }: AllProps) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  return (
    <input
      type="checkbox"
      className="focus-ring size-5 rounded accent-clay-600"
      aria-label={t('participations.selectAll')}
      checked={checked}
      disabled={disabled}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}
