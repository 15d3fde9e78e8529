import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { expireSession, useSessionExpired } from '../../lib/session-expiry';
import { Modal } from './modal';

afterEach(cleanup);

// This file's own module state: once expired, the session stays expired (only a reload ends it).
describe('the session-expiry dialog', () => {
  it('takes the place of any other open dialog, such as a create form, and sits on the top layer', async () => {
    render(
      <>
        <Modal open onClose={() => {}} title="Νέος παίκτης" actions={<button type="button">Καταχώρηση</button>}>
          <p>Στοιχεία παίκτη</p>
        </Modal>
        <SessionExpiry />
      </>,
    );
    expect(await screen.findByRole('dialog', { name: 'Νέος παίκτης' })).toBeDefined();

    act(() => expireSession());

    const expiry = await screen.findByRole('alertdialog', { name: 'Η συνεδρία σας έληξε' });
    expect(screen.queryByRole('dialog', { name: 'Νέος παίκτης' })).toBeNull();
    expect(expiry.className).toContain('z-[60]');
  });
});

/** Like the shell's dialog: open once the session has expired. */
function SessionExpiry() {
  const expired = useSessionExpired();
  return (
    <Modal
      open={expired}
      aboveAll
      role="alertdialog"
      onClose={() => {}}
      title="Η συνεδρία σας έληξε"
      actions={<button type="button">OK</button>}
    >
      <p>Συνδεθείτε ξανά.</p>
    </Modal>
  );
}
