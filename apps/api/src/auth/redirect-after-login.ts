import { and, desc, eq, ne } from 'drizzle-orm';
import { MAIN_HOST_ID } from '@tennis/contracts';
import type { DbOrTx } from '../db/client.js';
import { championships } from '../db/schema/index.js';
import { athensYear } from '../lib/athens-time.js';
import type { AuthUser } from './auth-user.js';
import { isBackoffice, worksForHost } from './backoffice-policy.js';

/** Pages a signed-in user is sent away from: never a target after login. */
const GUEST_ONLY = ['/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The client's target as a same-site path, or null. Only paths on this site
 * pass: `//evil.example`, `/\evil.example`, `javascript:` and absolute URLs of
 * other origins would turn the login page into an open redirect.
 */
function safeRedirectPath(requested: string | undefined, appUrl: string): string | null {
  const value = requested?.trim();
  const hasControlOrBackslash = [...(value ?? '')].some(
    (c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f,
  );
  if (!value || hasControlOrBackslash) return null;
  let path: string;
  if (value.startsWith('/')) {
    if (value.startsWith('//')) return null;
    path = value;
  } else {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return null;
    }
    if (url.origin !== new URL(appUrl).origin) return null;
    path = `${url.pathname}${url.search}${url.hash}`;
  }
  const pathname = path.split(/[?#]/)[0] ?? path;
  return GUEST_ONLY.includes(pathname.replace(/\/+$/, '')) ? null : path;
}

/** The main host's men's singles championship of this year, the home of its back office. */
async function currentMensChampionshipPath(db: DbOrTx): Promise<string | null> {
  const [championship] = await db
    .select({ slug: championships.slug })
    .from(championships)
    .where(
      and(
        eq(championships.hostId, MAIN_HOST_ID),
        eq(championships.type, 'singles'),
        eq(championships.gender, 0),
        eq(championships.year, athensYear()),
        ne(championships.state, 'draft'),
      ),
    )
    .orderBy(desc(championships.id))
    .limit(1);
  return championship ? `/championships/${championship.slug}` : null;
}

/**
 * Where the web app goes after login (spec 1 §6): the page the user was sent
 * to log in from, when it is a safe same-site path; otherwise a main-host
 * back-office user goes to this year's men's championship page when it exists;
 * otherwise back office to /home and users to /.
 */
export async function redirectAfterLogin(
  db: DbOrTx,
  user: AuthUser,
  requested: string | undefined,
  appUrl: string,
): Promise<string> {
  const target = safeRedirectPath(requested, appUrl);
  if (target) return target;
  if (worksForHost(user, MAIN_HOST_ID)) {
    const championship = await currentMensChampionshipPath(db);
    if (championship) return championship;
  }
  return isBackoffice(user) ? '/home' : '/';
}
