import { describe, expect, it } from 'vitest';
import { REQUIRED, TOURNAMENT_ERRORS } from '@tennis/contracts';
import { tournamentFormResolver } from './tournament-form-resolver';
import { emptyFormValues, VARIOUS_CLUBS } from './tournament-form-values';

const run = (values: ReturnType<typeof emptyFormValues>) =>
  tournamentFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false }) as Awaited<
    ReturnType<typeof tournamentFormResolver>
  >;

describe('tournamentFormResolver', () => {
  it('puts the Greek messages of the shared schema on the fields', async () => {
    const result = await run({ ...emptyFormValues(1), firstCategoryCost: '7' });
    expect(result.errors.name?.message).toBe(REQUIRED);
    expect(result.errors.clubId?.message).toBe(REQUIRED);
    expect(result.errors.firstCategoryCost?.message).toBe(TOURNAMENT_ERRORS.costStep);
  });

  it('answers the request when the form is complete, "various clubs" as no club', async () => {
    const result = await run({
      ...emptyFormValues(1),
      name: 'Κύπελλο',
      slug: 'kypello',
      clubId: VARIOUS_CLUBS,
      address: 'Αθήνα',
      tournamentStart: '2027-01-10T09:00',
      participationsEnd: '2027-01-05T23:00',
      firstCategoryCost: '20',
      categoryIds: ['3'],
    });
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      clubId: null,
      firstCategoryCost: 20,
      tournamentStart: '2027-01-10 09:00:00',
      categoryIds: [3],
    });
  });
});
