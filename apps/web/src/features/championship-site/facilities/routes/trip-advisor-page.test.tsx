import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TRIP_ADVISOR_REVIEW_URL } from '../content/trip-advisor';
import '../i18n';
import { TripAdvisorPage } from './trip-advisor-page';

afterEach(cleanup);

describe('the TripAdvisor review page', () => {
  it('embeds the review form and always shows a link that opens the same form in a new tab', () => {
    render(<TripAdvisorPage />);
    const frame = screen.getByTitle('Φόρμα αξιολόγησης του πρωταθλήματος στο TripAdvisor');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe(TRIP_ADVISOR_REVIEW_URL);
    expect(new URL(TRIP_ADVISOR_REVIEW_URL).origin).toBe('https://www.tripadvisor.com');
    // A blocked frame fires no error: the link is there from the start, not shown on failure.
    const link = screen.getByRole('link', { name: /Γράψτε αξιολόγηση στο TripAdvisor/ });
    expect(link.getAttribute('href')).toBe(TRIP_ADVISOR_REVIEW_URL);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
