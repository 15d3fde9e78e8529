import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { TChampionshipLanding } from '@tennis/contracts';
import { ContactLinks } from './contact-links';

afterEach(cleanup);

const championship = (
  changes: {
    host?: Partial<TChampionshipLanding['host']>;
    socialLinks?: Partial<TChampionshipLanding['socialLinks']>;
  } = {},
) =>
  ({
    host: {
      id: 1,
      name: 'Athens Tennis',
      slug: 'athens-tennis',
      phone: '210 0000001',
      email: 'info@athens-tennis.gr',
      ...changes.host,
    },
    socialLinks: { facebook: null, instagram: null, youtube: null, ...changes.socialLinks },
  }) as TChampionshipLanding;

const renderLinks = (value: TChampionshipLanding) =>
  render(
    <MemoryRouter>
      <ContactLinks championship={value} />
    </MemoryRouter>,
  );

describe('ContactLinks', () => {
  it('calls and mails the organiser and links the contact form', () => {
    renderLinks(championship());
    expect(screen.getByRole('link', { name: 'Κλήση στο 210 0000001' }).getAttribute('href')).toBe('tel:2100000001');
    expect(screen.getByRole('link', { name: 'info@athens-tennis.gr' }).getAttribute('href')).toBe(
      'mailto:info@athens-tennis.gr',
    );
    expect(screen.getByRole('link', { name: 'Φόρμα επικοινωνίας' }).getAttribute('href')).toBe('/contact');
  });

  it('hides the social block and the missing contact ways when the championship has none', () => {
    renderLinks(championship({ host: { phone: null, email: null } }));
    expect(screen.queryByText('Ακολουθήστε μας')).toBeNull();
    expect(screen.queryByRole('link', { name: /Κλήση/ })).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links only the networks the championship has, in a new tab without an opener', () => {
    renderLinks(
      championship({
        socialLinks: {
          instagram: 'https://www.instagram.com/athenstennis',
          youtube: 'https://www.youtube.com/@athenstennis',
        },
      }),
    );
    expect(screen.getByText('Ακολουθήστε μας')).toBeTruthy();
    const instagram = screen.getByRole('link', { name: /Instagram/ });
    expect(instagram.getAttribute('href')).toBe('https://www.instagram.com/athenstennis');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /YouTube/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Facebook/ })).toBeNull();
  });
});
