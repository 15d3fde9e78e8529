import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import '../../../lib/i18n';
import { stubBrowser } from '../../../test/browser';
import { DeleteAccountSection } from './delete-account-section';

afterEach(cleanup);
beforeAll(stubBrowser);

function renderSection() {
  const router = createMemoryRouter([{ path: '/settings', element: <DeleteAccountSection /> }], {
    initialEntries: ['/settings'],
  });
  render(<RouterProvider router={router} />);
}

const deleteButton = () => screen.getByRole('button', { name: 'Διαγραφή λογαριασμού' });

describe('DeleteAccountSection', () => {
  it('asks twice, the second time for an acknowledgement that takes focus', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(deleteButton());
    await screen.findByRole('dialog', { name: 'Θέλετε να διαγράψετε τον λογαριασμό σας;' });
    await user.click(screen.getByRole('button', { name: 'Συνέχεια' }));
    await screen.findByRole('dialog', { name: 'Τελική επιβεβαίωση' });
    const understood = screen.getByLabelText('Κατανοώ ότι η διαγραφή είναι οριστική και μη αναστρέψιμη.');
    await waitFor(() => expect(document.activeElement).toBe(understood));
    expect((screen.getByRole('button', { name: 'Οριστική διαγραφή' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('gives focus back to the delete button when the second step is cancelled', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(deleteButton());
    await user.click(await screen.findByRole('button', { name: 'Συνέχεια' }));
    await screen.findByRole('dialog', { name: 'Τελική επιβεβαίωση' });
    await user.click(screen.getByRole('button', { name: 'Ακύρωση' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(deleteButton()));
  });
});
