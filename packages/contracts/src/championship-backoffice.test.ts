import { describe, expect, it } from 'vitest';
import {
  ZApproveParticipationRequest,
  allowedParticipationActions,
  championshipExports,
  paidNotice,
  participationActionRefusal,
} from './championship-backoffice.js';

describe('participation actions by state', () => {
  it.each([
    [{ state: 'pending', paid: false }, ['approve', 'reject', 'mark-as-paid']],
    [{ state: 'pending', paid: true }, ['approve', 'reject', 'cancel-payment']],
    [{ state: 'approved', paid: false }, ['reset', 'mark-as-paid', 'update-status']],
    [{ state: 'approved', paid: true }, ['reset', 'cancel-payment', 'update-status']],
    [{ state: 'rejected', paid: false }, ['reset']],
    [{ state: 'rejected', paid: true }, ['reset', 'cancel-payment']],
  ] as const)('offers %o exactly %o', (participation, actions) => {
    expect(allowedParticipationActions(participation)).toEqual(actions);
  });

  it('refuses approving a rejected participation until it is reset', () => {
    expect(participationActionRefusal('approve', { state: 'rejected', paid: false })).toBe(
      'Η συμμετοχή δεν είναι σε αναμονή έγκρισης',
    );
  });
});

describe('paidNotice', () => {
  it('is singular for one and counts otherwise', () => {
    expect(paidNotice(1)).toBe('Η συμμετοχή επισημάνθηκε ως πληρωμένη');
    expect(paidNotice(4)).toBe('4 συμμετοχές επισημάνθηκαν ως πληρωμένες');
  });
});

describe('ZApproveParticipationRequest', () => {
  it.each([1.5, 2, 4.5, '3.5', '2,5'])('accepts the level %s', (atrp) => {
    expect(ZApproveParticipationRequest.safeParse({ atrp }).success).toBe(true);
  });
  it.each([undefined, '', 1, 5, 2.2])('refuses %s with the spec message', (atrp) => {
    const result = ZApproveParticipationRequest.safeParse({ atrp });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Αυτό το πεδίο είναι απαραίτητο');
  });
});

describe('championshipExports', () => {
  it('offers the standings of singles championships only', () => {
    expect(championshipExports({ id: 9, type: 'singles' }).map((e) => e.url)).toEqual([
      '/api/backoffice/championships/9/exports/matches',
      '/api/backoffice/championships/9/exports/player-activity',
      '/api/backoffice/championships/9/exports/standings',
    ]);
    expect(championshipExports({ id: 4, type: 'doubles' }).map((e) => e.kind)).toEqual(['matches', 'player-activity']);
  });
});
