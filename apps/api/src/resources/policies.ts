import type { Actor } from '../auth/policy.js';
import { isBackoffice, isGod } from '../auth/policy.js';

/** The directory tables (clubs, courts): the back office reads them, god mode manages them (spec 3 §6). */
export const directoryPolicy = {
  read: (actor: Actor) => isBackoffice(actor.user),
  create: (actor: Actor) => isGod(actor.user, actor.env),
  update: (actor: Actor) => isGod(actor.user, actor.env),
  delete: (actor: Actor) => isGod(actor.user, actor.env),
};

const isAdmin = (actor: Actor) => actor.user?.role === 'admin';

/** Admin-only tables (tournament hosts). */
export const adminPolicy = {
  read: isAdmin,
  create: isAdmin,
  update: isAdmin,
  delete: isAdmin,
};
