import { describe, expect, it } from 'vitest';
import { ZTournamentCreateRequest, TOURNAMENT_ERRORS } from '@tennis/contracts';
import { emptyFormValues, fieldsOfValues, slugForName, toLocalInput, toServerDateTime } from './tournament-form-values';

describe('tournament form values', () => {
  it('sends datetime-local values in the API format and reads them back', () => {
    expect(toServerDateTime('2026-12-12T09:15')).toBe('2026-12-12 09:15:00');
    expect(toLocalInput('2026-12-12 09:15:00')).toBe('2026-12-12T09:15');
  });

  it('proposes a latin kebab-case slug for a Greek name', () => {
    expect(slugForName('Χειμερινό Τουρνουά 2026')).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('refuses a fee that is not a step of 5 with the shared Greek message', () => {
    const values = {
      ...emptyFormValues(1),
      name: 'Τ',
      slug: 't',
      clubId: '1',
      address: 'Α',
      tournamentStart: '2026-12-12T09:00',
      participationsEnd: '2026-12-10T09:00',
      firstCategoryCost: '12',
    };
    const result = ZTournamentCreateRequest.safeParse(fieldsOfValues(values));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(TOURNAMENT_ERRORS.costStep);
    expect(ZTournamentCreateRequest.safeParse(fieldsOfValues({ ...values, firstCategoryCost: '25' })).success).toBe(
      true,
    );
  });
});
