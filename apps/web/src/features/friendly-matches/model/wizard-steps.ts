import { friendlyOpponentErrors, friendlyVenueErrors, type TFriendlyStepErrors } from '@tennis/contracts';
import { scheduledAtOf, type FriendlyDraft } from './friendly-draft';

// The wizard's steps (spec 3 §4, §5): 0 game type, 1 date and venue, 2
// opponents, 3 score and notes. The index moves only to steps already
// discovered; moving forward clears the errors; steps 1 and 2 block the next
// one with the contracts' rules (the server's own), and the failing step is flagged.

export const STEPS = ['type', 'venue', 'opponents', 'score'] as const;
export type StepIndex = 0 | 1 | 2 | 3;

export type WizardState = {
  step: StepIndex;
  /** The furthest step reached: the header's buttons lead up to it. */
  discovered: StepIndex;
  errors: TFriendlyStepErrors;
  /** The step whose rules failed, flagged in the header. */
  flagged: StepIndex | null;
};

export const startWizard = (): WizardState => ({ step: 0, discovered: 0, errors: {}, flagged: null });

/** What blocks leaving a step: steps 1 and 2 have rules, 0 and 3 none. */
function stepErrors(step: StepIndex, draft: FriendlyDraft): TFriendlyStepErrors {
  const doubles = draft.type === 'doubles';
  if (step === 1)
    return friendlyVenueErrors({
      scheduledAt: scheduledAtOf(draft),
      clubId: draft.clubId ? Number(draft.clubId) : null,
      surface: draft.surface,
      otherClubName: draft.otherClubName,
      otherClubSurface: draft.otherClubSurface,
    });
  if (step === 2)
    return friendlyOpponentErrors({
      type: draft.type,
      teammate: doubles ? draft.teammate?.playerId : null,
      opponent: draft.opponent?.playerId,
      opponent_2: doubles ? draft.opponent_2?.playerId : null,
    });
  return {};
}

const hasErrors = (errors: TFriendlyStepErrors) => Object.values(errors).some(Boolean);

/**
 * Go to a step: back freely, forward only to a discovered step or the next
 * one, through every step between whose rules must pass; the first that
 * fails stops there, flagged, with its errors.
 */
export function goTo(state: WizardState, target: StepIndex, draft: FriendlyDraft): WizardState {
  if (target === state.step) return state;
  if (target < state.step) return { ...state, step: target };
  if (target > Math.max(state.discovered, state.step + 1)) return state;
  for (let step = state.step; step < target; step += 1) {
    const errors = stepErrors(step as StepIndex, draft);
    if (hasErrors(errors)) return { ...state, step: step as StepIndex, errors, flagged: step as StepIndex };
  }
  return { step: target, discovered: Math.max(state.discovered, target) as StepIndex, errors: {}, flagged: null };
}

export const next = (state: WizardState, draft: FriendlyDraft): WizardState =>
  state.step === 3 ? state : goTo(state, (state.step + 1) as StepIndex, draft);

/** The step a server refusal belongs to (its fields), to go back to and flag; null for the score's own parts. */
export function stepOfField(field: string): StepIndex | null {
  if (['scheduledAt', 'clubId', 'surface', 'otherClubName', 'otherClubSurface'].includes(field)) return 1;
  if (['teammate', 'opponent', 'opponent_2'].includes(field)) return 2;
  if (field === 'type') return 0;
  return null;
}

/** The messages a change of these draft fields answers: the date and time make the schedule, a club its venue. */
export function withoutErrorsOf(errors: TFriendlyStepErrors, changed: string[]): TFriendlyStepErrors {
  const answered = new Set(
    changed.flatMap((field) => {
      if (field === 'date' || field === 'time') return ['scheduledAt'];
      if (field === 'clubId') return ['clubId', 'surface', 'otherClubName', 'otherClubSurface'];
      return [field];
    }),
  );
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !answered.has(field)));
}

/**
 * A change of draft fields: their messages go, and once the flagged step has
 * none left its flag goes too (the header no longer points at a fixed step).
 */
export function answered(state: WizardState, changed: string[]): WizardState {
  const errors = withoutErrorsOf(state.errors, changed);
  const flagged = state.flagged === state.step && !hasErrors(errors) ? null : state.flagged;
  return { ...state, errors, flagged };
}
