import { describe, expect, it } from 'vitest';
import { blankDraft, type FriendlyDraft } from './friendly-draft';
import { answered, goTo, next, startWizard, stepOfField, withoutErrorsOf, type WizardState } from './wizard-steps';

const player = (playerId: number) => ({ playerId, displayName: `Αθλητής ${playerId}` });
const venue: Partial<FriendlyDraft> = { date: '2026-11-20', time: '18:00', clubId: '4', surface: 'clay' };
const draftWith = (values: Partial<FriendlyDraft>): FriendlyDraft => ({ ...blankDraft(), ...values });
const at = (step: WizardState['step'], discovered = step): WizardState => ({
  step,
  discovered,
  errors: {},
  flagged: null,
});

describe('the friendly wizard’s steps', () => {
  it('moves from the game type to the venue without rules', () => {
    expect(next(startWizard(), blankDraft())).toEqual(at(1));
  });

  it('blocks the venue step with the spec’s messages and flags it', () => {
    const blocked = next(at(1), blankDraft());
    expect(blocked).toMatchObject({ step: 1, flagged: 1 });
    expect(blocked.errors).toEqual({
      scheduledAt: 'Παρακαλούμε επιλέξτε ημ/νία και ώρα του αγώνα',
      otherClubName: 'Παρακαλούμε επιλέξτε club ή εισάγετε νέο',
      otherClubSurface: 'Παρακαλούμε συμπληρώστε επιφάνεια',
    });
    expect(next(at(1), draftWith({ ...venue, surface: '' })).errors).toEqual({
      surface: 'Παρακαλούμε επιλέξτε επιφάνεια',
    });
  });

  it('takes an unlisted club by its name and surface', () => {
    const other = draftWith({ date: '2026-11-20', otherClubName: 'Γήπεδα Βύρωνα', otherClubSurface: 'hard' });
    expect(next(at(1), other)).toEqual(at(2));
  });

  it('blocks the opponents step: one opponent in singles, a teammate and two opponents in doubles', () => {
    expect(next(at(2), draftWith(venue)).errors).toEqual({ opponent: 'Δεν έχετε επιλέξει αντίπαλο' });
    expect(next(at(2), draftWith({ ...venue, type: 'doubles', opponent: player(3) })).errors).toEqual({
      teammate: 'Δεν έχετε επιλέξει συμπαίκτη',
      opponent_2: 'Δεν έχετε επιλέξει αντίπαλο #2',
    });
    expect(next(at(2), draftWith({ ...venue, opponent: player(3) }))).toEqual(at(3));
  });

  it('ignores a pair picked before switching back to singles', () => {
    const singles = draftWith({ ...venue, opponent: player(3), teammate: player(4), opponent_2: player(5) });
    expect(next(at(2), singles)).toEqual(at(3));
  });

  it('moves forward only to discovered steps, and clears the errors when it does', () => {
    expect(goTo(at(0), 3, blankDraft())).toEqual(at(0));
    const blocked = next(at(1), blankDraft());
    const fixed = next(blocked, draftWith(venue));
    expect(fixed).toEqual(at(2));
    expect(fixed.errors).toEqual({});
  });

  it('goes back freely and forward again through the rules of every step between', () => {
    const back = goTo(at(3), 0, blankDraft());
    expect(back).toEqual({ ...at(0, 3) });
    expect(goTo(back, 3, draftWith({ ...venue, opponent: player(3) }))).toEqual(at(3));
    expect(goTo(back, 3, draftWith(venue))).toMatchObject({ step: 2, flagged: 2, discovered: 3 });
  });

  it('sends a server refusal back to the step of its field', () => {
    expect(stepOfField('scheduledAt')).toBe(1);
    expect(stepOfField('opponent_2')).toBe(2);
    expect(stepOfField('s1')).toBeNull();
  });

  it('drops the message of a field once it is changed, and the venue’s when the club is', () => {
    const errors = { scheduledAt: 'a', otherClubName: 'b', otherClubSurface: 'c', opponent: 'd' };
    expect(withoutErrorsOf(errors, ['date'])).toEqual({ otherClubName: 'b', otherClubSurface: 'c', opponent: 'd' });
    expect(withoutErrorsOf(errors, ['clubId', 'surface'])).toEqual({ scheduledAt: 'a', opponent: 'd' });
    expect(withoutErrorsOf(errors, ['opponent'])).toEqual({
      scheduledAt: 'a',
      otherClubName: 'b',
      otherClubSurface: 'c',
    });
  });

  it('clears the flag once the flagged step’s last message is answered, not before', () => {
    const flagged: WizardState = { ...at(2), errors: { opponent: 'a', opponent_2: 'b' }, flagged: 2 };
    const half = answered(flagged, ['opponent']);
    expect(half).toMatchObject({ errors: { opponent_2: 'b' }, flagged: 2 });
    expect(answered(half, ['opponent_2'])).toMatchObject({ errors: {}, flagged: null });
  });
});
