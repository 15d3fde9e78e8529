import sharp from 'sharp';
import type { THallOfFameEntryRequest } from '@tennis/contracts';
import { multipartBody } from '../backoffice/championship-fixtures.test-helpers.js';
import type { Agent } from '../../test/app.js';

/** A valid entry of the back office; each test names its own season and league so tests never collide. */
export const entryBody = (overrides: Partial<THallOfFameEntryRequest> = {}): THallOfFameEntryRequest => ({
  year: 2021,
  type: 'singles',
  gender: 0,
  league: 'open',
  championName: 'Στέλιος Καραγιάννης',
  runnerUpName: 'Άρης Μαυρίδης',
  thirdName: null,
  finalScore: '6-4 3-6 10-7',
  ...overrides,
});

export const photo = (format: 'png' | 'jpeg' | 'webp' = 'png', background = '#c2410c') => {
  const blank = sharp({ create: { width: 24, height: 32, channels: 3, background } });
  return blank[format]().toBuffer();
};

export const uploadPhoto = (who: Agent, id: number, filename: string, content: Buffer, field = 'photo') =>
  who.request({
    method: 'POST',
    url: `/api/hall-of-fame/entries/${id}/photo`,
    ...multipartBody(null, [{ field, filename, content }]),
  });
