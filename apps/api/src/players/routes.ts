import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityRoutes } from './availability/availability-routes.js';
import { headToHeadRoutes } from './head-to-head-routes.js';
import { myProfileRoutes } from './my-profile-routes.js';
import { playerAdminRoutes } from './player-admin-routes.js';
import { playerProfileRoutes } from './player-profile-routes.js';
import { profilePictureRoutes } from './profile-picture-routes.js';
import { walletRoutes } from './wallet/routes.js';

/** The players area: the user's own profile, every player's profile, the /players back office (its list and form are a generic resource), profile pictures, the wallet, head-to-head and the availability calendar. */
export const playerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(myProfileRoutes);
  await app.register(playerProfileRoutes);
  await app.register(playerAdminRoutes);
  await app.register(profilePictureRoutes);
  await app.register(walletRoutes);
  await app.register(headToHeadRoutes);
  await app.register(availabilityRoutes);
};
