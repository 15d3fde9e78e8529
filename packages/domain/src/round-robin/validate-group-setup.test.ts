import { describe, expect, it } from 'vitest';
import { validateGroupSetup, type GroupSetupInput } from './validate-group-setup.js';

const valid: GroupSetupInput = { groupCount: 4, groupSize: 4, followUp: 'knockout', drawFollowUpSize: 8 };
const invalidGroups = 'Οι τιμές αρχικοποίησης των ομίλων που εισάγατε δεν είναι έγκυρες';

describe('validateGroupSetup', () => {
  it.each<[string, Partial<GroupSetupInput>]>([
    ['4 groups of 4 and a knockout of 8', {}],
    ['1 group of 3 and nothing after', { groupCount: 1, groupSize: 3, followUp: 'none', drawFollowUpSize: null }],
    ['16 groups of 8 and a final', { groupCount: 16, groupSize: 8, drawFollowUpSize: 2 }],
    ['a knockout of 16', { drawFollowUpSize: 16 }],
  ])('accepts %s', (_case, change) => {
    expect(validateGroupSetup({ ...valid, ...change })).toEqual([]);
  });

  it.each<[string, Partial<GroupSetupInput>, string]>([
    ['no group', { groupCount: 0 }, 'groupCount'],
    ['17 groups', { groupCount: 17 }, 'groupCount'],
    ['2.5 groups', { groupCount: 2.5 }, 'groupCount'],
    ['groups of 2', { groupSize: 2 }, 'groupSize'],
    ['groups of 9', { groupSize: 9 }, 'groupSize'],
  ])('refuses %s with the spec message', (_case, change, field) => {
    expect(validateGroupSetup({ ...valid, ...change })).toEqual([{ field, message: invalidGroups }]);
  });

  it.each([null, undefined])('asks for a follow-up policy when it is %s', (followUp) => {
    expect(validateGroupSetup({ ...valid, followUp })).toEqual([
      { field: 'drawFollowUp', message: 'Επιλέξτε την πολιτική ολοκλήρωσης της φάσης των ομίλων' },
    ]);
  });

  it.each([null, undefined, 0, 32, 6])(
    'asks for a knockout size of 2, 4, 8 or 16 when a knockout follows, not %s',
    (drawFollowUpSize) => {
      expect(validateGroupSetup({ ...valid, drawFollowUpSize })).toEqual([
        {
          field: 'drawFollowUpSize',
          message: 'Επιλέξτε το μέγεθος του ταμπλό που θα ακολουθήσει μετά τη φάση των ομίλων',
        },
      ]);
    },
  );

  it('reports every refused field at once', () => {
    expect(validateGroupSetup({ groupCount: 0, groupSize: 0, followUp: null }).map((issue) => issue.field)).toEqual([
      'groupCount',
      'groupSize',
      'drawFollowUp',
    ]);
  });
});
