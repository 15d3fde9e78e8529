import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRoute } from './change-password.js';
import { forgotPasswordRoute } from './forgot-password.js';
import { loginRoute } from './login.js';
import { logoutRoute } from './logout.js';
import { registerRoute } from './register.js';
import { resetPasswordRoute } from './reset-password.js';
import { selfTransformRoutes } from './self-transform.js';
import { verificationNotificationRoute } from './verification-notification.js';
import { verifyEmailRoute } from './verify-email.js';

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
