import type { TCurrentUser } from '@tennis/contracts';

/** A signed-in user for tests; override what the test is about. */
export function buildUser(overrides: Partial<TCurrentUser> = {}): TCurrentUser {
  return {
    id: 7,
    email: 'player@demo.gr',
    name: 'Νίκος',
    surname: 'Παπαδόπουλος',
    role: 'user',
    host: null,
    profilePictureUrl: null,
    hostLogoUrl: null,
    emailVerifiedAt: '2025-01-01 10:00:00',
    forcePasswordChange: false,
    player: null,
    playerPhoneExists: false,
    playerPhoneMismatch: false,
    potentialPlayerMatch: false,
    browsingMaturityLevel: 0,
    godMode: false,
    impersonatedBy: null,
    ...overrides,
  };
}

export const PLAYER_PROFILE: NonNullable<TCurrentUser['player']> = {
  id: 3,
  name: 'Νίκος',
  surname: 'Παπαδόπουλος',
  displayName: 'Νίκος Παπαδόπουλος',
  gender: 0,
  strongHand: 'right',
  backhandType: 'two-handed',
  styleOfPlay: 'baseliner',
  notes: null,
  phone: '6912345678',
  profilePictureUrl: null,
  atrp: 3,
};
