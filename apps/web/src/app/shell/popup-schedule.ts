import type { TAppConfig, TCurrentUser } from '@tennis/contracts';
import type { PopupKey, Preferences } from '../../lib/preferences';

/** The popup check runs every minute (spec 1 §9). */
export const POPUP_CHECK_INTERVAL_MS = 60_000;
/** Browsing needed before a prompt: 5 minutes, 1 in dev. */
const BROWSING_BEFORE_PROMPT_MS = { dev: 60_000, other: 5 * 60_000 } as const;
/** A snoozed popup returns after 14 days. */
export const SNOOZE_MS = 14 * 24 * 60 * 60_000;
/** Users at this browsing maturity level or above are asked for feedback. */
const FEEDBACK_MATURITY_LEVEL = 3;

/** Pages where a prompt to create an account or give feedback would be in the way. */
const QUIET_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/change-password', '/contact'];

export type PopupInput = {
  user: TCurrentUser | null;
  preferences: Preferences;
  appEnv: TAppConfig['appEnv'];
  /** When this visit started (epoch ms). */
  browsingStartedAt: number;
  now: number;
  pathname: string;
};

/**
 * Which prompt to show now, if any (spec 1 §4, §6): account creation for guests,
 * feedback for users who browse a lot; each after enough browsing, unless it
 * was answered, or snoozed less than 14 days ago. Never over the cookie banner.
 */
export function popupToShow({
  user,
  preferences,
  appEnv,
  browsingStartedAt,
  now,
  pathname,
}: PopupInput): PopupKey | null {
  if (preferences.cookieConsent !== true) return null;
  if (QUIET_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  const needed = appEnv === 'dev' ? BROWSING_BEFORE_PROMPT_MS.dev : BROWSING_BEFORE_PROMPT_MS.other;
  if (now - browsingStartedAt < needed) return null;

  const key: PopupKey | null = !user
    ? 'accountCreation'
    : user.browsingMaturityLevel >= FEEDBACK_MATURITY_LEVEL
      ? 'userFeedback'
      : null;
  if (!key) return null;

  const answer = preferences[key];
  if (answer === undefined) return key;
  if (answer !== 'snooze') return null;
  const snoozedAt = preferences.snoozedAt?.[key] ?? 0;
  return now - snoozedAt >= SNOOZE_MS ? key : null;
}
