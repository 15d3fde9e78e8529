import { CHAMPIONSHIP_MESSAGES } from '@tennis/contracts';

// Why a player may not register in a championship (spec 3 §4), as one rule
// the landing page's button and the registration route both read.

export interface RegistrationFacts {
  participationsOpen: boolean;
  /** 0 men, 1 women, 2 mixed. */
  championshipGender: number;
  /** null for a guest or a user without a player profile. */
  player: { gender: number } | null;
  alreadyParticipates: boolean;
}

export type RegistrationRefusal = { status: 409 | 422; message: string };

/** null when registration is allowed; a guest is allowed (the button leads to sign-in). */
export function registrationRefusal(facts: RegistrationFacts): RegistrationRefusal | null {
  if (facts.alreadyParticipates) return { status: 409, message: CHAMPIONSHIP_MESSAGES.alreadyParticipating };
  if (!facts.participationsOpen) return { status: 409, message: CHAMPIONSHIP_MESSAGES.participationsClosed };
  if (facts.player && facts.championshipGender !== 2 && facts.player.gender !== facts.championshipGender) {
    return { status: 422, message: CHAMPIONSHIP_MESSAGES.genderMismatch };
  }
  return null;
}
