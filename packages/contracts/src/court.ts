import { z } from 'zod';
import { REQUIRED, ZDateTime, requiredText, ZId } from './common.js';
import { ZRecordPermissions } from './resource.js';
import { SURFACES, ZSurface } from './surface.js';

/** The courts of a club (/api/courts). */

export const ZCourtRequest = z.object({
  clubId: ZId,
  name: requiredText(100),
  surface: z.enum(SURFACES, { error: REQUIRED }),
});
export type TCourtRequest = z.infer<typeof ZCourtRequest>;

export const ZCourtRecord = z.object({
  id: z.number().int(),
  clubId: z.number().int(),
  clubName: z.string(),
  name: z.string(),
  surface: ZSurface,
  createdAt: ZDateTime,
  permissions: ZRecordPermissions,
});
export type TCourtRecord = z.infer<typeof ZCourtRecord>;
