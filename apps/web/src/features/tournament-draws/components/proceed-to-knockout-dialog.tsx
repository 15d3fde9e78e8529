import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZCategoryDrawResponse, type TCategoryDraw } from '@tennis/contracts';
import { MATCHES_KEY } from '../../../components/score-form/match-actions-api';
import { Button } from '../../../components/ui/button';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { categoryPath } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Props = { draw: TCategoryDraw; onClose: () => void };

/** One pick per place of the knockout, proposed from the standings (group winners first); the first drawSize / 4 are the seeds. */
export function ProceedToKnockoutDialog({ draw, onClose }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const client = useQueryClient();
  const id = useId();
  const size = draw.drawFollowUpSize ?? 0;
  const seeds = Math.ceil(size / 4);
  const byRank = draw.groups
    .flatMap((g) => g.groupParticipants.map((p) => ({ ...p, letter: g.letter })))
    .sort((a, b) => a.rank - b.rank || a.letter.localeCompare(b.letter));
  const [picks, setPicks] = useState<(number | null)[]>(() =>
    Array.from({ length: size }, (_, i) => byRank[i]?.participationId ?? null),
  );
  const proceed = useMutation({
    mutationFn: () =>
      api.post(
        `${categoryPath(draw)}/proceed-to-knockout-phase`,
        { selectedParticipantIds: picks },
        { schema: ZCategoryDrawResponse },
      ),
    onSuccess: (answer) => {
      if (answer.message) notify({ level: 'success', message: answer.message, lifespan: 'quick' });
      onClose();
      return client.invalidateQueries({ queryKey: MATCHES_KEY });
    },
  });
  const error =
    proceed.error instanceof ApiError
      ? (proceed.error.errors?.selectedParticipantIds?.[0] ?? proceed.error.message)
      : undefined;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('groups.proceedTitle')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <SubmitButton form={`${id}-form`} pending={proceed.isPending}>
            {t('groups.proceed')}
          </SubmitButton>
        </>
      }
    >
      <form
        id={`${id}-form`}
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          proceed.mutate();
        }}
      >
        {error && (
          <p role="alert" className="text-danger">
            {error}
          </p>
        )}
        {picks.map((pick, index) => (
          <FieldShell
            key={index}
            id={`${id}-${index}`}
            label={
              index < seeds ? t('groups.seedPlace', { place: index + 1 }) : t('groups.place', { place: index + 1 })
            }
          >
            <select
              id={`${id}-${index}`}
              className={inputClasses}
              value={pick ?? ''}
              onChange={(event) =>
                setPicks((all) =>
                  all.map((value, i) =>
                    i === index ? (event.target.value ? Number(event.target.value) : null) : value,
                  ),
                )
              }
            >
              <option value="">—</option>
              {byRank.map((p) => (
                <option key={p.participationId} value={p.participationId}>
                  {p.letter}
                  {p.rank} · {p.displayName}
                </option>
              ))}
            </select>
          </FieldShell>
        ))}
      </form>
    </Modal>
  );
}
