import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMatch, TScheduleVenue } from '@tennis/contracts';
import { RescheduleForm } from './reschedule-form';

afterEach(cleanup);

const venues: TScheduleVenue[] = [
  {
    id: 1,
    name: 'Όμιλος Αντισφαίρισης Αθηνών',
    acronym: 'ΟΑΑ',
    surfaces: ['clay', 'hard'],
    defaultSurface: 'hard',
    courts: [
      { id: 11, name: 'Κεντρικό', surface: 'hard' },
      { id: 12, name: 'Γήπεδο 3', surface: 'clay' },
    ],
  },
  { id: 2, name: 'Γυμναστικός Σύλλογος', acronym: null, surfaces: ['indoor', 'clay'], defaultSurface: null },
];

// The form reads only when and where the match stands now.
const unscheduled = { scheduledAt: null, club: null, surface: null } as unknown as TMatch;

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('RescheduleForm', () => {
  it('offers the chosen club’s surfaces and starts from its default one', async () => {
    render(<RescheduleForm match={unscheduled} venues={venues} pending={false} onSubmit={vi.fn()} />);
    expect(select('Επιφάνεια').options).toHaveLength(1);
    await userEvent.selectOptions(select('Όμιλος'), 'Όμιλος Αντισφαίρισης Αθηνών');
    expect(select('Επιφάνεια').value).toBe('hard');
    await userEvent.selectOptions(select('Όμιλος'), 'Γυμναστικός Σύλλογος');
    expect(select('Επιφάνεια').value).toBe('indoor');
    expect([...select('Επιφάνεια').options].map((option) => option.text)).toEqual([
      'Επιλέξτε επιφάνεια',
      'Κλειστό',
      'Χώμα',
    ]);
  });

  it('sends the day, the quarter-hour time, the club and the surface once all are chosen', async () => {
    const onSubmit = vi.fn();
    render(<RescheduleForm match={unscheduled} venues={venues} pending={false} onSubmit={onSubmit} />);
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Αποθήκευση προγράμματος' });
    expect(save.disabled).toBe(true);
    await userEvent.type(screen.getByLabelText('Ημερομηνία'), '2026-05-14');
    await userEvent.selectOptions(select('Ώρα'), '18:30');
    await userEvent.selectOptions(select('Όμιλος'), 'Όμιλος Αντισφαίρισης Αθηνών');
    await userEvent.click(save);
    expect(onSubmit).toHaveBeenCalledWith({
      scheduledAt: '2026-05-14 18:30:00',
      clubId: 1,
      surface: 'hard',
      courtId: null,
    });
  });

  it('offers the club’s courts of the chosen surface, and forgets the court when the surface changes', async () => {
    const onSubmit = vi.fn();
    render(<RescheduleForm match={unscheduled} venues={venues} pending={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Ημερομηνία'), '2026-05-14');
    await userEvent.selectOptions(select('Όμιλος'), 'Όμιλος Αντισφαίρισης Αθηνών');
    expect([...select('Γήπεδο').options].map((option) => option.text)).toEqual([
      'Χωρίς συγκεκριμένο γήπεδο',
      'Κεντρικό',
    ]);
    await userEvent.selectOptions(select('Γήπεδο'), 'Κεντρικό');
    await userEvent.click(screen.getByRole('button', { name: 'Αποθήκευση προγράμματος' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ surface: 'hard', courtId: 11 }));
    await userEvent.selectOptions(select('Επιφάνεια'), 'clay');
    expect(select('Γήπεδο').value).toBe('');
    // A club without courts offers no court at all.
    await userEvent.selectOptions(select('Όμιλος'), 'Γυμναστικός Σύλλογος');
    expect(screen.queryByRole('combobox', { name: 'Γήπεδο' })).toBeNull();
  });
});
