import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '../../../lib/i18n';
import { NewPasswordField, PasswordConfirmationField } from './new-password-fields';

afterEach(cleanup);

const MISMATCH = 'Ο νέος κωδικός δεν ταυτίζεται με την επαλήθευση';

describe('NewPasswordField', () => {
  it('says the rules a new password must meet', () => {
    render(<NewPasswordField label="Νέος κωδικός" />);
    expect(screen.getByText('Τουλάχιστον 8 χαρακτήρες, όχι από τους πιο συνηθισμένους κωδικούς.')).toBeTruthy();
    expect(screen.getByLabelText('Νέος κωδικός').getAttribute('autocomplete')).toBe('new-password');
  });
});

describe('PasswordConfirmationField', () => {
  it('says the two passwords differ', () => {
    render(<PasswordConfirmationField label="Επαλήθευση κωδικού" mismatch />);
    expect(screen.getByRole('alert').textContent).toBe(MISMATCH);
  });

  it('shows the form’s own error before the mismatch, and nothing while they match', () => {
    render(<PasswordConfirmationField label="Επαλήθευση κωδικού" mismatch error="Αυτό το πεδίο είναι απαραίτητο" />);
    expect(screen.getByRole('alert').textContent).toBe('Αυτό το πεδίο είναι απαραίτητο');
    cleanup();
    render(<PasswordConfirmationField label="Επαλήθευση κωδικού" mismatch={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
