import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TParticipateCategory, TPlayerPickerEntry } from '@tennis/contracts';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { createParticipation, useDoublesTeam } from './participation-form-api';

export type ParticipationType = TParticipateCategory['type'];

type Options = {
  tournamentId: number;
  categories: readonly Pick<TParticipateCategory, 'id' | 'name' | 'type'>[];
  fixedCategoryId?: number;
  approved: boolean;
  onCreated: (message: string) => void;
};

/**
 * The form's state and its submit: a doubles pair that already has a team enters
 * as that team, otherwise the server makes a new one from the two players.
 */
export function useBackofficeParticipationForm({
  tournamentId,
  categories,
  fixedCategoryId,
  approved,
  onCreated,
}: Options) {
  const fixed = categories.find((c) => c.id === fixedCategoryId);
  const [type, setType] = useState<ParticipationType>(fixed?.type ?? 'singles');
  const [player1, setPlayer1] = useState<TPlayerPickerEntry | null>(null);
  const [player2, setPlayer2] = useState<TPlayerPickerEntry | null>(null);
  const [selected, setSelected] = useState<number[]>(fixed ? [fixed.id] : []);
  const [atrp, setAtrp] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const team = useDoublesTeam(
    tournamentId,
    type === 'doubles' ? (player1?.playerId ?? null) : null,
    player2?.playerId ?? null,
  );
  const create = useMutation({
    mutationFn: (body: Parameters<typeof createParticipation>[1]) => createParticipation(tournamentId, body),
  });
  const offered = fixed ? [fixed] : categories.filter((c) => c.type === type);

  const switchType = (next: ParticipationType) => {
    setType(next);
    setSelected([]);
    setErrors({});
  };

  const toggleCategory = (categoryId: number) =>
    setSelected((ids) => (ids.includes(categoryId) ? ids.filter((id) => id !== categoryId) : [...ids, categoryId]));

  const submit = () => {
    setErrors({});
    const base = {
      type,
      tournamentCategoryIds: selected,
      atrp: atrp === '' ? null : Number(atrp),
      ...(approved ? { approved } : {}),
    };
    const body =
      type === 'singles'
        ? { ...base, playerId: player1?.playerId ?? null }
        : team.data
          ? { ...base, doublesTeamId: team.data.id }
          : { ...base, player1Id: player1?.playerId ?? null, player2Id: player2?.playerId ?? null };
    create.mutate(body, {
      onSuccess: (result) => onCreated(result.message),
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        else notify({ message: error.message, level: 'danger' });
      },
    });
  };

  return {
    fixed,
    type,
    switchType,
    player1,
    setPlayer1,
    player2,
    setPlayer2,
    team,
    offered,
    selected,
    toggleCategory,
    atrp,
    setAtrp,
    errors,
    submit,
    pending: create.isPending,
  };
}
