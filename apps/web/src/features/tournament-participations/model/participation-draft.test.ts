import { describe, expect, it } from 'vitest';
import { emptyParticipant, type ParticipantDraft } from '../components/participant-fields';
import { incompleteDraft, participationRequest, type ParticipationDraft } from './participation-draft';

const person = (overrides: Partial<ParticipantDraft> = {}): ParticipantDraft => ({
  ...emptyParticipant(),
  phone: '6912345678',
  surname: 'Δημητρίου',
  name: 'Άρης',
  gender: 0,
  ...overrides,
});
const draft = (overrides: Partial<ParticipationDraft> = {}): ParticipationDraft => ({
  guest: person(),
  teammate: null,
  categoryIds: [3],
  terms: true,
  ...overrides,
});

describe('incompleteDraft', () => {
  it('lets a complete guest without a teammate through', () => {
    expect(incompleteDraft(draft())).toBeNull();
  });

  it('asks a guest for every required detail', () => {
    expect(incompleteDraft(draft({ guest: person({ gender: null }) }))).toBe('participate.incomplete');
    expect(incompleteDraft(draft({ guest: person({ phone: '' }) }))).toBe('participate.incomplete');
  });

  it('asks nothing of a signed-in player, whose profile is used', () => {
    expect(incompleteDraft(draft({ guest: null }))).toBeNull();
  });

  it('treats an untouched teammate form as no teammate', () => {
    expect(incompleteDraft(draft({ teammate: emptyParticipant() }))).toBeNull();
  });

  it('warns about a half-filled teammate form', () => {
    expect(incompleteDraft(draft({ teammate: person({ surname: '' }) }))).toBe('participate.teammateIncomplete');
  });
});

describe('participationRequest', () => {
  it('sends an empty e-mail as none, and the categories, terms and token as given', () => {
    expect(participationRequest(draft(), 'token')).toEqual({
      guest: { ...person(), email: null },
      teammate: null,
      tournamentCategoryIds: [3],
      termsAndConditionsAgreed: true,
      botCheckToken: 'token',
    });
  });

  it('sends no guest for a signed-in player, and no teammate for an untouched form', () => {
    const request = participationRequest(draft({ guest: null, teammate: emptyParticipant() }), undefined);
    expect(request.guest).toBeNull();
    expect(request.teammate).toBeNull();
  });

  it('sends a filled teammate', () => {
    const mate = person({ name: 'Ελένη', gender: 1, email: 'eleni@example.gr' });
    expect(participationRequest(draft({ teammate: mate }), undefined).teammate).toEqual(mate);
  });
});
