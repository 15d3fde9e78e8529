import { describe, expect, it } from 'vitest';
import { participationMenu } from './participation-menu';

const keys = (
  state: 'pending' | 'approved' | 'rejected' | 'cancelled',
  paid: boolean,
  status: 'play' | 'pause' | 'off' = 'play',
) => participationMenu({ state, paid, status }).map((item) => item.key);

describe('participationMenu', () => {
  it('offers approve (with the ATRP dialog), reject (with a confirmation) and payment to a pending participation', () => {
    expect(participationMenu({ state: 'pending', paid: false, status: 'play' })).toEqual([
      { key: 'approve', kind: 'approve-dialog' },
      { key: 'reject', kind: 'confirm-reject' },
      { key: 'mark-as-paid', kind: 'run' },
    ]);
  });

  it('offers an approved participation reset, payment and the two other statuses', () => {
    expect(keys('approved', false, 'play')).toEqual(['reset', 'mark-as-paid', 'status-pause', 'status-off']);
    expect(keys('approved', true, 'off')).toEqual(['reset', 'cancel-payment', 'status-play', 'status-pause']);
  });

  it('never offers approve to a rejected participation: only reset (and cancelling a payment)', () => {
    expect(keys('rejected', false)).toEqual(['reset']);
    expect(keys('rejected', true)).toEqual(['reset', 'cancel-payment']);
  });

  it('never offers to mark a paid participation as paid again', () => {
    expect(keys('pending', true)).not.toContain('mark-as-paid');
    expect(keys('pending', true)).toContain('cancel-payment');
  });
});
