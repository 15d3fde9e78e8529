import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Deferred, useDeferredStart, type DeferredStart } from './deferred';

afterEach(cleanup);

/** The real control: a disclosure that says whether it is open. */
function RealToggle({ label, start }: { label: string; start: DeferredStart }) {
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useDeferredStart(start, button);
  return (
    <>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen((now) => !now)}>
        {label}
      </button>
      {open && <p>ανοιχτό</p>}
    </>
  );
}

function renderDeferred() {
  const load = vi.fn(() => Promise.resolve(RealToggle));
  render(
    <Deferred
      load={load}
      props={{ label: 'Μενού' }}
      standIn={(trigger) => (
        <button type="button" aria-expanded={false} data-stand-in {...trigger}>
          Μενού
        </button>
      )}
    />,
  );
  return { load };
}

describe('Deferred', () => {
  it('draws the stand-in and downloads nothing until the visitor comes near it', async () => {
    const { load } = renderDeferred();
    expect(screen.getByRole('button', { name: 'Μενού' }).dataset.standIn).toBe('true');
    expect(load).not.toHaveBeenCalled();
    await userEvent.hover(screen.getByRole('button', { name: 'Μενού' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Μενού' }).dataset.standIn).toBeUndefined());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('ανοιχτό')).toBeNull();
  });

  it('opens the real control once it arrives when the stand-in was pressed', async () => {
    renderDeferred();
    screen.getByRole('button', { name: 'Μενού' }).click();
    expect(await screen.findByText('ανοιχτό')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Μενού' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the keyboard focus on the button when the real control replaces the stand-in', async () => {
    renderDeferred();
    await userEvent.tab();
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Μενού' }).dataset.standIn).toBeUndefined());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Μενού' }));
    expect(screen.queryByText('ανοιχτό')).toBeNull();
  });
});
