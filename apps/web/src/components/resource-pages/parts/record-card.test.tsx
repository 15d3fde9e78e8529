import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { TFieldMeta } from '@tennis/contracts';
import { RecordCard } from './record-card';

afterEach(cleanup);

const field = (name: string, label: string, type: TFieldMeta['type']): TFieldMeta => ({
  name,
  label,
  type,
  required: false,
  listed: true,
  sortable: false,
  filterable: false,
  editable: false,
});

// The players' list: id, picture, account e-mail, surname, name.
const listed = [
  field('id', '#', 'number'),
  field('profilePictureUrl', 'Φωτογραφία', 'image'),
  field('user', 'Λογαριασμός χρήστη', 'email'),
  field('surname', 'Επώνυμο', 'text'),
  field('name', 'Όνομα', 'text'),
];
const words = { yes: 'Ναι', no: 'Όχι' };

describe('RecordCard', () => {
  it('names the tile by its first text field, not by an e-mail listed before it', () => {
    render(
      <RecordCard
        record={{ id: 7, profilePictureUrl: null, user: null, surname: 'Ψωμάς', name: 'Θανάσης' }}
        listed={listed}
        words={words}
        actions={null}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ψωμάς' })).toBeTruthy();
    expect(screen.getByText('Λογαριασμός χρήστη')).toBeTruthy();
    expect(screen.getByText('Θανάσης')).toBeTruthy();
  });

  it('shows the picture as a small WebP thumbnail, keeping the version of its URL', () => {
    const { container } = render(
      <RecordCard
        record={{ id: 7, profilePictureUrl: '/api/players/7/profile-picture?v=abc', user: null, surname: 'Ψωμάς' }}
        listed={listed}
        words={words}
        actions={null}
      />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe('/api/players/7/profile-picture?v=abc&size=64&format=webp');
    // Decorative: the heading says whose picture it is.
    expect(image?.getAttribute('alt')).toBe('');
  });

  it('draws no image when the record has no picture', () => {
    const { container } = render(
      <RecordCard
        record={{ id: 8, profilePictureUrl: null, surname: 'Λάμπρου' }}
        listed={listed}
        words={words}
        actions={null}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
