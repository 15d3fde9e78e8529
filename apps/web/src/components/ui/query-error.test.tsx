import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../lib/api-error';
import '../../lib/i18n';
import { QueryError } from './query-error';

afterEach(cleanup);

describe('QueryError', () => {
  it('shows the Greek title, the server’s message and a retry that loads again', async () => {
    const retry = vi.fn();
    render(<QueryError error={new ApiError('Κάτι πήγε στραβά', 500)} onRetry={retry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Τα δεδομένα δεν μπόρεσαν να φορτώσουν');
    expect(alert.textContent).toContain('Κάτι πήγε στραβά');
    await userEvent.click(screen.getByRole('button', { name: 'Δοκιμάστε ξανά' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry for a refusal, which would answer the same', () => {
    render(<QueryError error={new ApiError('Δεν έχετε δικαίωμα πρόσβασης', 403)} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert').textContent).toContain('Δεν έχετε δικαίωμα πρόσβασης');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('never shows the English of a failed schema check or of our own code', () => {
    render(<QueryError error={new TypeError("Cannot read properties of undefined (reading 'data')")} />);
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).not.toContain('Cannot read');
    expect(text).toContain('Κάτι πήγε στραβά κατά τη φόρτωση της σελίδας');
  });
});
