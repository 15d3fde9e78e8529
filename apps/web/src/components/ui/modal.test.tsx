import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from './modal';

afterEach(cleanup);

/** A page with a row whose delete button opens a confirmation; deleting removes the row and its button. */
function Page() {
  const [open, setOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  return (
    <main>
      <h1>Γήπεδα</h1>
      {!deleted && (
        <button type="button" onClick={() => setOpen(true)}>
          Διαγραφή Κεντρικό
        </button>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Διαγραφή γηπέδου"
        actions={
          <>
            <button type="button" onClick={() => setOpen(false)}>
              Άκυρο
            </button>
            <button
              type="button"
              onClick={() => {
                setDeleted(true);
                setOpen(false);
              }}
            >
              Διαγραφή
            </button>
          </>
        }
      >
        Θέλετε σίγουρα να διαγράψετε το γήπεδο;
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Διαγραφή Κεντρικό' }));
    await user.click(await screen.findByRole('button', { name: 'Άκυρο' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Διαγραφή Κεντρικό' })));
  });

  it("focuses the page's heading when the button that opened it is gone", async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Διαγραφή Κεντρικό' }));
    await user.click(await screen.findByRole('button', { name: /^Διαγραφή$/ }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Γήπεδα' })));
    expect(screen.queryByRole('button', { name: 'Διαγραφή Κεντρικό' })).toBeNull();
  });
});
