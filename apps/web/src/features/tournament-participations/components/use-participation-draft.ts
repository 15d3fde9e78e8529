import { useState } from 'react';
import { eligibleCategories, keepEligibleSelection } from '@tennis/domain';
import type { TParticipateInfo } from '@tennis/contracts';
import type { ParticipationDraft } from '../model/participation-draft';
import { emptyParticipant, type ParticipantDraft } from './participant-fields';

/**
 * What the visitor fills in: themselves (a guest, or the signed-in player's profile), a teammate,
 * the categories and the terms. A gender change clears the categories it no longer allows.
 */
export function useParticipationDraft(info: TParticipateInfo | undefined) {
  const categories = info?.categories ?? [];
  const player = info?.player ?? null;
  const [guest, setGuest] = useState<ParticipantDraft>(emptyParticipant);
  const [teammate, setTeammate] = useState<ParticipantDraft | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [terms, setTerms] = useState(false);

  const me: ParticipantDraft = player ? { ...player, email: player.email ?? '', gender: player.gender } : guest;
  const mateGender = teammate?.gender ?? null;
  const reselect = (gender: 0 | 1 | null, otherGender: 0 | 1 | null) =>
    setSelected((ids) => keepEligibleSelection(ids, categories, gender, otherGender).map(Number));
  const draft: ParticipationDraft = { guest: player ? null : guest, teammate, categoryIds: selected, terms };

  return {
    draft,
    me,
    isPlayer: player !== null,
    teammate,
    selected,
    terms,
    offered: eligibleCategories(categories, me.gender, mateGender),
    changeMe: (next: ParticipantDraft) => {
      setGuest(next);
      if (next.gender !== guest.gender) reselect(next.gender, mateGender);
    },
    toggleTeammate: () => {
      setTeammate(teammate ? null : emptyParticipant());
      reselect(me.gender, null);
    },
    changeTeammate: (next: ParticipantDraft) => {
      setTeammate(next);
      if (next.gender !== teammate?.gender) reselect(me.gender, next.gender);
    },
    toggleCategory: (id: number) =>
      setSelected((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id])),
    setTerms,
    clearCategories: () => setSelected([]),
  };
}

export type ParticipationDraftState = ReturnType<typeof useParticipationDraft>;
