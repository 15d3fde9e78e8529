import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SelectField } from './field';

afterEach(cleanup);

const describedBy = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('SelectField', () => {
  it('names the select by its label and points it at its error', () => {
    render(
      <SelectField label="Φύλο" error="Αυτό το πεδίο είναι απαραίτητο" aria-required>
        <option value="">Επιλέξτε</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Φύλο' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(describedBy(select)).toBe('Αυτό το πεδίο είναι απαραίτητο');
  });

  it('points the select at its hint while there is no error', () => {
    render(
      <SelectField label="Διοργανωτής" hint="Κενό: κοινός για όλους">
        <option value="">Επιλέξτε</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: 'Διοργανωτής' });
    expect(select.hasAttribute('aria-invalid')).toBe(false);
    expect(describedBy(select)).toBe('Κενό: κοινός για όλους');
  });
});
