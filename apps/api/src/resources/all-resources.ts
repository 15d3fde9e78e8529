import type { AnyResourceDefinition } from './define-resource.js';
import { clientResource } from './clients/client-resource.js';
import { clubResource } from './clubs/club-resource.js';
import { courtResource } from './courts/court-resource.js';
import { tournamentHostResource } from './tournament-hosts/tournament-host-resource.js';
import { playerResource } from './players/player-resource.js';
import { userResource } from './users/user-resource.js';

/** Every generic resource the API serves (spec 1 §7 "Generic resource calls"). */
export const RESOURCES: readonly AnyResourceDefinition[] = [
  clubResource,
  courtResource,
  clientResource,
  userResource,
  tournamentHostResource,
  playerResource,
];
