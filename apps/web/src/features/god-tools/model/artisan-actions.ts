import type { TArtisanAction } from '@tennis/contracts';

/** A field of an action's form: its query and body name; every one is a whole number. */
export type ArtisanField = { name: string; min: number; max: number };

/** The console's actions, in the spec's order, with the fields each asks for; `notInLive` ones the live server refuses. */
export const ARTISAN_FORMS: {
  action: TArtisanAction;
  fields: ArtisanField[];
  eitherOr?: boolean;
  notInLive?: boolean;
}[] = [
  { action: 'update-standings', fields: [] },
  { action: 'clear-cache', fields: [] },
  { action: 'backup-run', fields: [] },
  {
    action: 'recalculate-points',
    fields: [
      { name: 'playerId', min: 1, max: 2_147_483_647 },
      { name: 'championshipParticipationId', min: 1, max: 2_147_483_647 },
    ],
    eitherOr: true,
  },
  { action: 'update-tournament-host-id', fields: [] },
  {
    action: 'conclude-r2m',
    fields: [
      { name: 'month', min: 1, max: 12 },
      { name: 'year', min: 2000, max: 2100 },
    ],
  },
  { action: 'rollback-wallet-transaction', fields: [{ name: 'id', min: 1, max: 2_147_483_647 }] },
  { action: 'at-presentation-seeder', fields: [], notInLive: true },
];

/** The parameters of a confirmation page's address, as the action's JSON body: numbers, blanks left out. */
export function actionBody(action: TArtisanAction, search: URLSearchParams): Record<string, number> {
  const form = ARTISAN_FORMS.find((candidate) => candidate.action === action);
  const body: Record<string, number> = {};
  for (const field of form?.fields ?? []) {
    const value = search.get(field.name)?.trim();
    if (value) body[field.name] = Number(value);
  }
  return body;
}

export const isArtisanAction = (value: string | undefined): value is TArtisanAction =>
  ARTISAN_FORMS.some((form) => form.action === value);
