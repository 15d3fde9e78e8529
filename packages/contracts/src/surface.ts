import { z } from 'zod';
import { SURFACES } from './surface-names.js';

export * from './surface-names.js';

export const ZSurface = z.enum(SURFACES);
