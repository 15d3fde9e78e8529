import type { AuthUser } from '../auth/auth-user.js';
import { MAIN_HOST_ID } from '@tennis/contracts';
import { managesHost } from '../auth/backoffice-policy.js';

/**
 * The knockouts page and the partner facilities' pages belong to the main
 * organiser's league (the championship skin): its back office replaces their
 * images (spec 3 §6 "Knockouts images upload: back-office user"); admins run
 * every host's. Another host's staff must not change host 1's public pages.
 */
export const canReplaceStaticImages = (user: AuthUser | null): boolean => managesHost(user, MAIN_HOST_ID);
