import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TAvailabilityResponse } from '@tennis/contracts';
import { describePeriod } from '../model/availability-times';
import { AvailabilityList } from './availability-list';
import '../i18n';

afterEach(cleanup);

const data = (own: boolean, events: TAvailabilityResponse['data']['events']): TAvailabilityResponse['data'] => ({
  player: { id: 3, displayName: 'Γιώργος Παπαδόπουλος' },
  events,
  permissions: { create: own, delete: own },
});
const EVENT = {
  id: 11,
  start: '2027-03-28 08:00:00',
  end: '2027-03-28 10:00:00',
  clubId: 2,
  clubName: 'Tenez Tennis Club',
};
const describe_ = (e: { start: string; end: string }) => describePeriod(e.start, e.end, 'el');

describe('AvailabilityList', () => {
  it('gives the player a delete button for each of their periods', async () => {
    const onUnset = vi.fn();
    render(<AvailabilityList data={data(true, [EVENT])} describe={describe_} onUnset={onUnset} />);
    expect(screen.getByText('Κυριακή 28/3/2027, 08:00–10:00')).toBeTruthy();
    await userEvent.click(
      screen.getByRole('button', { name: 'Διαγραφή διαθεσιμότητας Κυριακή 28/3/2027, 08:00–10:00' }),
    );
    expect(onUnset).toHaveBeenCalledWith(11);
  });

  it('shows another player’s periods read-only', () => {
    render(
      <AvailabilityList data={data(false, [{ ...EVENT, clubName: null }])} describe={describe_} onUnset={vi.fn()} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Οποιοσδήποτε όμιλος/)).toBeTruthy();
  });

  it('says when no period is declared', () => {
    render(<AvailabilityList data={data(true, [])} describe={describe_} onUnset={vi.fn()} />);
    expect(screen.getByText('Δεν έχει δηλωθεί διαθεσιμότητα αυτές τις ημέρες.')).toBeTruthy();
  });
});
