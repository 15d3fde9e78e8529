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
    expect(screen.getByText('Σούπερ τάι-μπρέικ')).toBeTruthy();
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

  it('fills the boxes from the quick line and saves it with Enter', async () => {
    const onSubmit = vi.fn();
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Σκορ σε μία γραμμή'), '64 36 108');
    expect(screen.getByText('Σκορ: 6-4 3-6 10-8')).toBeTruthy();
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['6', '4', '3', '6', '10', '8']);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      s1: { home: 6, away: 4 },
      s2: { home: 3, away: 6 },
      st: { home: 10, away: 8 },
    });
  });

  it('says in Greek why a quick line is refused and sends nothing', async () => {
    const onSubmit = vi.fn();
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Σκορ σε μία γραμμή'), '6-4 6-5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe(
      '2ο σετ: Μη έγκυρο σκορ σετ: ένα σετ τελειώνει 6-0 έως 6-4, 7-5 ή 7-6',
    );
  });

  it('saves a valid quick line typed over a refused one', async () => {
    const onSubmit = vi.fn();
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={onSubmit} />);
    const line = screen.getByLabelText('Σκορ σε μία γραμμή');
    await userEvent.type(line, '6-4 6-5{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();
    await userEvent.clear(line);
    await userEvent.type(line, '64 36 107{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('empties the quick line once a box is edited, so the boxes are what is sent', async () => {
    const onSubmit = vi.fn();
    render(<ScoreForm homeName="Νίκος" awayName="Γιώργος" onSubmit={onSubmit} />);
    const line = screen.getByLabelText('Σκορ σε μία γραμμή') as HTMLInputElement;
    await userEvent.type(line, '6-4 6-3');
    await userEvent.clear(boxes()[3]!);
    await userEvent.type(boxes()[3]!, '2');
    expect(line.value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Αποθήκευση σκορ' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ s2: { home: 6, away: 2 } });
  });
});
