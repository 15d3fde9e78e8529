import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TParticipateCategory, TPlayerPickerEntry } from '@tennis/contracts';
import { ApiError } from '../../lib/api-error';
import { notify } from '../../lib/notify';
import { createParticipation, useDoublesTeam } from './participation-form-api';

export type ParticipationType = TParticipateCategory['type'];

/** Gender: 0 men, 1 women, 2 mixed, 3 anyone. */
export type ParticipationCategory = Pick<TParticipateCategory, 'id' | 'name' | 'type'> & { gender: number };
type Category = ParticipationCategory;
type Options = {
  tournamentId: number;
  categories: readonly Category[];
  fixedCategoryId?: number;
  approved: boolean;
  onCreated: (message: string) => void;
};

const MIXED = 2;

/**
 * Whether the chosen players may enter a category of this gender (the server
 * refuses the others): a men's or women's category takes players of that gender,
 * a mixed pair is a man and a woman. A player not chosen yet rules nothing out.
 */
export function fitsPlayers(category: Pick<Category, 'gender'>, players: (TPlayerPickerEntry | null)[]): boolean {
  const genders = players.filter((p): p is TPlayerPickerEntry => p !== null).map((p) => p.gender);
  if (category.gender === 0 || category.gender === 1) return genders.every((g) => g === category.gender);
  if (category.gender === MIXED) return genders.length < 2 || genders[0] !== genders[1];
  return true;
}

/** The gender of the players a category takes (men's, women's), for the pickers; undefined for any. */
export const playerGenderOf = (category: Pick<Category, 'gender'> | undefined): number | undefined =>
  category && (category.gender === 0 || category.gender === 1) ? category.gender : undefined;

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
  const chosen = type === 'singles' ? [player1] : [player1, player2];
  const offered = fixed ? [fixed] : categories.filter((c) => c.type === type && fitsPlayers(c, chosen));
  // A category ticked before the players changed is dropped once they no longer fit it.
  const ticked = selected.filter((id) => offered.some((c) => c.id === id));

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
      tournamentCategoryIds: ticked,
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
    selected: ticked,
    playerGender: playerGenderOf(fixed),
    toggleCategory,
    atrp,
    setAtrp,
    errors,
    submit,
    pending: create.isPending,
  };
}
