import { describe, expect, it } from 'vitest';
import {
  allowedTournamentParticipationActions,
  participationCreatedNotice,
  participationsPaidNotice,
  showsTournamentParticipationMenu,
  tournamentParticipationActionRefusal,
  type TournamentParticipationFacts,
} from './participation.js';

const facts = (values: Partial<TournamentParticipationFacts> = {}): TournamentParticipationFacts => ({
  state: 'pending',
  paid: false,
  isCancellable: true,
  hasDoublesTeam: false,
  seed: null,
  seedCount: 2,
  hasRating: false,
  ...values,
});

describe('the tournament participation action rules', () => {
  it('offers approve, reject and the entry status for a pending entry', () => {
    expect(allowedTournamentParticipationActions(facts())).toEqual(['approve', 'reject', 'entry-status']);
  });

  it('sets the entry status of pending and approved entries only, after the draw too', () => {
    expect(
      tournamentParticipationActionRefusal('entry-status', facts({ state: 'approved', isCancellable: false })),
    ).toBeNull();
    expect(tournamentParticipationActionRefusal('entry-status', facts({ state: 'rejected' }))).not.toBeNull();
  });

  it('refuses to approve a rejected entry that is not cancellable', () => {
    expect(
      tournamentParticipationActionRefusal('approve', facts({ state: 'rejected', isCancellable: false })),
    ).not.toBeNull();
  });

  it('deletes only rejected cancellable entries', () => {
    expect(tournamentParticipationActionRefusal('delete', facts({ state: 'rejected' }))).toBeNull();
    expect(tournamentParticipationActionRefusal('delete', facts({ state: 'approved' }))).not.toBeNull();
    expect(
      tournamentParticipationActionRefusal('delete', facts({ state: 'rejected', isCancellable: false })),
    ).not.toBeNull();
  });

  it('marks paid only approved unpaid entries without a doubles team', () => {
    expect(tournamentParticipationActionRefusal('mark-as-paid', facts({ state: 'approved' }))).toBeNull();
    expect(
      tournamentParticipationActionRefusal('mark-as-paid', facts({ state: 'approved', hasDoublesTeam: true })),
    ).not.toBeNull();
    expect(
      tournamentParticipationActionRefusal('mark-as-paid', facts({ state: 'approved', paid: true })),
    ).not.toBeNull();
    expect(tournamentParticipationActionRefusal('cancel-payment', facts({ state: 'approved', paid: true }))).toBeNull();
  });

  it('seeds approved entries only while the category is not initialised and has seeds', () => {
    expect(tournamentParticipationActionRefusal('seed', facts({ state: 'approved' }))).toBeNull();
    expect(tournamentParticipationActionRefusal('seed', facts({ state: 'approved', seedCount: 0 }))).not.toBeNull();
    expect(
      tournamentParticipationActionRefusal('seed', facts({ state: 'approved', isCancellable: false })),
    ).not.toBeNull();
  });

  it('boosts the rating only for hosts with the rating feature', () => {
    expect(tournamentParticipationActionRefusal('boost-rating', facts())).not.toBeNull();
    expect(tournamentParticipationActionRefusal('boost-rating', facts({ hasRating: true }))).toBeNull();
  });

  it('shows the menu when pending, cancellable, or approved without a doubles team', () => {
    expect(showsTournamentParticipationMenu(facts({ state: 'rejected', isCancellable: false }))).toBe(false);
    expect(showsTournamentParticipationMenu(facts({ state: 'approved', isCancellable: false }))).toBe(true);
    expect(
      showsTournamentParticipationMenu(facts({ state: 'approved', isCancellable: false, hasDoublesTeam: true })),
    ).toBe(false);
  });
});

describe('the participation notices', () => {
  it('says one participation in the singular and several in the plural', () => {
    expect(participationCreatedNotice(1)).toBe('Η συμμετοχή καταχωρήθηκε με επιτυχία');
    expect(participationCreatedNotice(2)).toBe('Οι συμμετοχές καταχωρήθηκαν με επιτυχία');
    expect(participationsPaidNotice(3)).toBe('3 συμμετοχές επισημάνθηκαν ως πληρωμένες');
    expect(participationsPaidNotice(1)).toBe('1 συμμετοχή επισημάνθηκε ως πληρωμένη');
  });
});
