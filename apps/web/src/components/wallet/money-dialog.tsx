import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { WALLET_TEXTS, ZWalletChargeRequest, type TWalletChargeRequest } from '@tennis/contracts';
import { formatCredits, parseEuros } from '@tennis/domain';
import { ApiError } from '../../lib/api-error';
import { reportFormError } from '../../lib/form-errors';
import { notify } from '../../lib/notify';
import { Alert } from '../ui/card';
import { CheckboxField, TextAreaField, TextField } from '../ui/field';
import { FormDialog } from '../ui/form-dialog';
import { newIdempotencyKey, useMoneyChange, type MoneyKind } from './wallet-api';
import { WALLET_DIALOGS_NS } from './i18n';

type Props = {
  kind: MoneyKind;
  playerId: number;
  playerName: string;
  /** The balance before the change, when the page knows it: the charge dialog warns before an overdraft. */
  balanceCents?: number | null;
  /** A charge for this match (payment on the spot). */
  matchId?: number;
  defaultNotes?: string;
  onClose: () => void;
};

const toAmount = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  const text = String(value).trim().replace(',', '.');
  return text === '' ? undefined : Number(text);
};

/**
 * The top-up and charge dialogs (spec 3 §3): amount in ATC (step 0.01, at
 * least 0.01), reference and notes. A charge that would leave a negative
 * balance needs the overdraft box ticked (decision 023): shown at once when
 * the balance is known, or after the server refuses. The dialog keeps one
 * Idempotency-Key while open, so a second click never charges twice.
 */
/** The form, its mutation and whether the server refused the charge for want of credit. */
function useMoneyForm({ kind, playerId, matchId, defaultNotes, onClose }: Omit<Props, 'playerName' | 'balanceCents'>) {
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [refusedForOverdraft, setRefusedForOverdraft] = useState(false);
  const change = useMoneyChange(playerId, kind, idempotencyKey);
  const form = useForm<TWalletChargeRequest>({
    resolver: zodResolver(ZWalletChargeRequest),
    defaultValues: { reference: '', notes: defaultNotes ?? '', allowOverdraft: false },
  });
  const submit = form.handleSubmit((values) => {
    const { amount, reference, notes } = values;
    const body = kind === 'charge' ? { ...values, matchId: matchId ?? null } : { amount, reference, notes };
    change.mutate(body, {
      onSuccess: (answer) => {
        notify({ level: 'success', message: answer.message, lifespan: 'quick' });
        onClose();
      },
      onError: (failure) => {
        const overdraft = failure instanceof ApiError && failure.message === WALLET_TEXTS.insufficientBalance;
        if (!overdraft) return reportFormError(failure, form.setError);
        setRefusedForOverdraft(true);
        notify({ level: 'warning', message: failure.message });
      },
    });
  });
  return { form, change, submit, refusedForOverdraft };
}

export function MoneyDialog({ kind, playerId, playerName, balanceCents, matchId, defaultNotes, onClose }: Props) {
  const { t } = useTranslation(WALLET_DIALOGS_NS);
  const { form, change, submit, refusedForOverdraft } = useMoneyForm({
    kind,
    playerId,
    matchId,
    defaultNotes,
    onClose,
  });
  const amount = form.watch('amount');
  const amountCents = typeof amount === 'number' && Number.isFinite(amount) ? parseEuros(amount) : null;
  const leavesNegative = balanceCents != null && amountCents !== null && balanceCents - amountCents < 0;
  const overdraws = kind === 'charge' && (refusedForOverdraft || leavesNegative);
  const errors = form.formState.errors;
  const texts = kind === 'top-up' ? 'topUp' : 'charge';

  return (
    <FormDialog
      title={t(`${texts}.title`, { name: playerName })}
      cancelLabel={t('cancel')}
      submitLabel={t(`${texts}.submit`)}
      submitVariant={kind === 'charge' ? 'danger' : 'primary'}
      pending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="space-y-4"
    >
      {balanceCents != null && (
        <p className="text-sm text-ink-muted">{t('fields.balance', { balance: formatCredits(balanceCents) })}</p>
      )}
      <TextField
        label={t('fields.amount')}
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0.01"
        autoFocus
        aria-required
        hint={t('fields.amountHint')}
        error={errors.amount?.message}
        {...form.register('amount', { setValueAs: toAmount })}
      />
      {overdraws && (
        <Alert tone="warning">
          <p className="mb-2">{t('fields.overdraftWarning')}</p>
          <CheckboxField label={t('fields.overdraft')} {...form.register('allowOverdraft')} />
        </Alert>
      )}
      <TextField
        label={t('fields.reference')}
        maxLength={100}
        error={errors.reference?.message}
        {...form.register('reference')}
      />
      <TextAreaField
        label={t('fields.notes')}
        rows={2}
        maxLength={1000}
        error={errors.notes?.message}
        {...form.register('notes')}
      />
    </FormDialog>
  );
}
