import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { describeError } from './describe-error';

describe('describeError', () => {
  it.each([
    ['a null error', null, { messageKey: 'errors.null' }],
    [
      'an answer of the server',
      new ApiError('Ο αγώνας έχει ολοκληρωθεί', 409),
      { message: 'Ο αγώνας έχει ολοκληρωθεί' },
    ],
    [
      'a fault of our own code',
      new TypeError("Cannot read properties of undefined (reading 'x')"),
      { messageKey: 'errors.pageFailedText' },
    ],
    ['a message of ours', 'Δεν βρέθηκε', { message: 'Δεν βρέθηκε' }],
    ['something of unknown kind', { code: 7 }, { messageKey: 'errors.unknown' }],
  ])('%s', (_name, error, expected) => {
    expect(describeError(error)).toEqual(expect.objectContaining(expected));
  });
});
