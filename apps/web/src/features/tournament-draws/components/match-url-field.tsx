import { useId, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMatchMediaResponse } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
import { api } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { drawKeys } from '../api/draws-api';
import { TOURNAMENT_DRAWS_NS } from '../i18n';

type Field = 'liveStreamingUrl' | 'cloudStorageUrl';
type Props = { matchId: number; field: Field; value: string | null };

const PATH: Record<Field, string> = { liveStreamingUrl: 'live-streaming-url', cloudStorageUrl: 'cloud-storage-url' };

/** One address of the media dialog, saved on its own; a refusal shows inline on the field (spec 2 §8). */
export function MatchUrlField({ matchId, field, value }: Props) {
  const { t } = useTranslation(TOURNAMENT_DRAWS_NS);
  const id = useId();
  const client = useQueryClient();
  const [text, setText] = useState(value ?? '');
  const save = useMutation({
    mutationFn: () => api.post<TMatchMediaResponse>(`/api/matches/${matchId}/${PATH[field]}`, { [field]: text }),
    onSuccess: (answer) => client.setQueryData(drawKeys.media(matchId), answer.data),
  });
  const error = save.error instanceof ApiError ? (save.error.errors?.[field]?.[0] ?? save.error.message) : undefined;
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <FieldShell id={id} label={t(`media.${field}`)} error={error} className="flex-1">
        <input
          id={id}
          type="url"
          inputMode="url"
          className={inputClasses}
          value={text}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setText(event.target.value)}
        />
      </FieldShell>
      <Button type="submit" variant="secondary" disabled={save.isPending} className={error ? 'mb-7' : undefined}>
        {t('media.save')}
      </Button>
    </form>
  );
}
