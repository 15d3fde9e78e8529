import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './form-dialog';

afterEach(cleanup);

function renderDialog(props: { submitDisabled?: boolean } = {}) {
  const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const onClose = vi.fn();
  render(
    <FormDialog
      title="Έγκριση συμμετοχής"
      cancelLabel="Άκυρο"
      submitLabel="Έγκριση"
      pending={false}
      onSubmit={onSubmit}
      onClose={onClose}
      {...props}
    >
      <input aria-label="Σημειώσεις" />
    </FormDialog>,
  );
  return { onSubmit, onClose };
}

describe('FormDialog', () => {
  it('sends its form from the action button and from Enter in a field', async () => {
    const { onSubmit } = renderDialog();
    // The dialog's code arrives on first open.
    await userEvent.click(await screen.findByRole('button', { name: 'Έγκριση' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.type(screen.getByLabelText('Σημειώσεις'), '{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes on cancel without sending, and keeps a disabled action from sending', async () => {
    const { onSubmit, onClose } = renderDialog({ submitDisabled: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Έγκριση' }));
    await userEvent.click(screen.getByRole('button', { name: 'Άκυρο' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
