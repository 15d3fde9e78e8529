import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { TScheduleVenue } from '@tennis/contracts';
import { blank, type Values } from '../model/schedule-match-values';
import { ScheduleVenueFields } from './schedule-match-fields';

afterEach(cleanup);

const venues: TScheduleVenue[] = [
  { id: 1, name: 'Όμιλος Αντισφαίρισης Αθηνών', acronym: 'ΟΑΑ', surfaces: ['clay', 'hard'], defaultSurface: 'hard' },
  { id: 2, name: 'Γυμναστικός Σύλλογος', acronym: null, surfaces: ['indoor', 'clay'], defaultSurface: null },
];

function Harness({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ defaultValues: blank() });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <ScheduleVenueFields form={form} venues={venues} />
      <button type="submit">Αποθήκευση</button>
    </form>
  );
}

const select = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });

describe('ScheduleVenueFields', () => {
  it('picks the chosen club’s default surface and keeps the time and phase in the form', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.selectOptions(select('Όμιλος'), 'Γυμναστικός Σύλλογος');
    expect(select('Επιφάνεια').value).toBe('indoor');
    await userEvent.selectOptions(select('Όμιλος'), 'Όμιλος Αντισφαίρισης Αθηνών');
    expect(select('Επιφάνεια').value).toBe('hard');
    await userEvent.selectOptions(select('Επιφάνεια'), 'Χώμα');
    await userEvent.selectOptions(select('Ώρα'), '20:15');
    await userEvent.selectOptions(select('Φάση'), 'Νοκ-άουτ');
    await userEvent.click(screen.getByRole('button', { name: 'Αποθήκευση' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ clubId: '1', surface: 'clay', time: '20:15', phase: '1025' });
  });
});
