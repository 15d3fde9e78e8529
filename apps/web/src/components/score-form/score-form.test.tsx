import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScoreForm } from './score-form';

afterEach(cleanup);

const boxes = () => screen.getAllByRole('spinbutton');

describe('ScoreForm', () => {
  it('refuses 8 games with the spec message and keeps the box empty', async () => {
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={vi.fn()} />);
    await userEvent.type(boxes()[0]!, '8');
    expect(screen.getByRole('alert').textContent).toBe('Μη έγκυρη τιμή για τον αριθμό games');
    expect((boxes()[0] as HTMLInputElement).value).toBe('');
  });

  it('shows the super tie-break at one set all and submits what the server expects', async () => {
    const onSubmit = vi.fn();
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={onSubmit} />);
    for (const [index, value] of ['6', '4', '3', '6'].entries()) await userEvent.type(boxes()[index]!, value);
    expect(screen.getByText('Super tie-break')).toBeTruthy();
    await userEvent.type(boxes()[4]!, '10');
    await userEvent.type(boxes()[5]!, '8');
    expect(screen.getByText('Σκορ: 6-4 3-6 10-8')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Αποθήκευση σκορ' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        s1: expect.objectContaining({ home: 6, away: 4 }),
        st: expect.objectContaining({ home: 10, away: 8 }),
      }),
    );
  });

  it('hides the second set once the first ends by a retirement', async () => {
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={vi.fn()} />);
    expect(screen.getByText('2ο σετ')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Αποχώρηση (ret.) Γιώργος στο 1ο σετ' }));
    expect(screen.queryByText('2ο σετ')).toBeNull();
    expect(screen.getByText('Σκορ: 0-0 ret.')).toBeTruthy();
  });
});
