import { z } from 'zod';

/** GET /api/app-config: what the web app needs before it draws anything. */
export const ZAppConfig = z.object({
  skin: z.enum(['multi-host', 'championship']),
  appEnv: z.enum(['dev', 'test', 'live']),
  godUserId: z.number().int(),
  botCheckSiteKey: z.string().nullable(),
  /** The main host (host 1): whose daily schedule the home page and the menus show; null before it exists. */
  mainHost: z
    .object({
      name: z.string(),
      slug: z.string(),
      /** The organiser's public phone: the championship site's contact bubble calls and messages it. */
      phone: z.string().nullable().default(null),
    })
    .nullable()
    .default(null),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;

export const CHAMPIONSHIP_MENU_STATES = ['archived', 'underway', 'coming-soon'] as const;

/** One championship of the navbar menus: underway and coming-soon under "championships", archived under "old championships". */
export const ZChampionshipMenuEntry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  state: z.enum(CHAMPIONSHIP_MENU_STATES),
  type: z.enum(['singles', 'doubles']),
  /** 0 men, 1 women, 2 mixed. */
  gender: z.number().int(),
  year: z.number().int(),
});
export type TChampionshipMenuEntry = z.infer<typeof ZChampionshipMenuEntry>;

/** GET /api/championships-menu: the catalogue the navbar lists (public, cached by the browser). */
export const ZChampionshipMenuResponse = z.object({ data: z.array(ZChampionshipMenuEntry) });
export type TChampionshipMenuResponse = z.infer<typeof ZChampionshipMenuResponse>;
