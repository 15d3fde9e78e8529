import { KNOCKOUT_IMAGE_COUNT } from '@tennis/contracts';
import { knockoutImageUrl } from '../lib/public-file-urls.js';
import type { ImageSlots } from './image-slots.js';

/** The six images of the knockouts page of a season (spec 3 §2 at.knockouts-2025). */
export const knockoutImageSlots = (year: number): ImageSlots => ({
  page: 'knockouts',
  year,
  count: KNOCKOUT_IMAGE_COUNT,
  folder: `static-content/knockouts/${year}`,
  urlOf: (index, updatedAt) => knockoutImageUrl(year, index, updatedAt),
});
