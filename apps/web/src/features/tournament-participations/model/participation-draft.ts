import type { TParticipant, TSelfParticipationRequest } from '@tennis/contracts';
import type { ParticipantDraft } from '../components/participant-fields';

/** What the sign-up screen holds when sent; `guest` is null for a signed-in player, whose profile is used. */
export type ParticipationDraft = {
  guest: ParticipantDraft | null;
  teammate: ParticipantDraft | null;
  categoryIds: number[];
  terms: boolean;
};

const filled = (p: ParticipantDraft) => p.phone !== '' && p.surname !== '' && p.name !== '' && p.gender !== null;
const touched = (p: ParticipantDraft) =>
  p.phone !== '' || p.surname !== '' || p.name !== '' || p.gender !== null || p.email !== '';
const toParticipant = (p: ParticipantDraft): TParticipant => ({ ...p, gender: p.gender ?? 0, email: p.email || null });

/**
 * Why the draft cannot be sent yet, as a catalogue key: a guest needs phone, surname, name and
 * gender; a teammate form once started needs them too. An untouched teammate form is no teammate.
 */
export function incompleteDraft(
  draft: ParticipationDraft,
): 'participate.incomplete' | 'participate.teammateIncomplete' | null {
  if (draft.guest && !filled(draft.guest)) return 'participate.incomplete';
  if (draft.teammate && touched(draft.teammate) && !filled(draft.teammate)) return 'participate.teammateIncomplete';
  return null;
}

/** The request of a complete draft; an e-mail left empty is sent as none. */
export function participationRequest(
  draft: ParticipationDraft,
  botCheckToken: string | undefined,
): TSelfParticipationRequest {
  return {
    guest: draft.guest ? toParticipant(draft.guest) : null,
    teammate: draft.teammate && filled(draft.teammate) ? toParticipant(draft.teammate) : null,
    tournamentCategoryIds: draft.categoryIds,
    termsAndConditionsAgreed: draft.terms,
    botCheckToken,
  };
}
