import { z } from 'zod';

/** GET /api/app-config: what the web app needs before it draws anything. */
export const ZAppConfig = z.object({
  skin: z.enum(['multi-host', 'championship']),
  appEnv: z.enum(['dev', 'test', 'live']),
  godUserId: z.number().int(),
  botCheckSiteKey: z.string().nullable(),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;
