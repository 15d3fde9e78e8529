import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRoute } from './change-password-routes.js';
import { forgotPasswordRoute } from './forgot-password-routes.js';
import { loginRoute } from './login-routes.js';
import { logoutRoute } from './logout-routes.js';
import { registerRoute } from './register-routes.js';
import { resetPasswordRoute } from './reset-password-routes.js';
import { selfTransformRoutes } from './self-transform-routes.js';
import { verificationNotificationRoute } from './verification-notification-routes.js';
import { verifyEmailRoute } from './verify-email-routes.js';

/** Sign-in, sign-up, passwords, email verification and god mode's self-transform. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(loginRoute);
  await app.register(logoutRoute);
  await app.register(registerRoute);
  await app.register(forgotPasswordRoute);
  await app.register(resetPasswordRoute);
  await app.register(verifyEmailRoute);
  await app.register(verificationNotificationRoute);
  await app.register(changePasswordRoute);
  await app.register(selfTransformRoutes);
};
