/**
 * After a release the hashed files of the previous build are gone: a tab
 * opened before it asks for a page's code that no longer exists. Reloading
 * fetches the new build; the time of the last such reload, kept for the tab,
 * stops a loop when the file is missing for another reason.
 */
const RELOADED_AT = 'stale-chunk-reloaded-at';
/** A second failure this soon after a reload is not a stale tab: show the error instead. */
const LOOP_GUARD_MS = 60_000;

/** How each browser words a module (or its preloaded CSS) that could not be fetched. */
const STALE_CHUNK_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // the bundler's preload of a page's styles
];

export function isStaleChunkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return STALE_CHUNK_MESSAGES.some((text) => error.message.includes(text));
}

type Environment = { storage: Pick<Storage, 'getItem' | 'setItem'>; reload: () => void; now: number };

/** `href`: the page to load; the page the user was going to, which may not be in the address bar yet. */
const browser = (href?: string): Environment => ({
  storage: window.sessionStorage,
  reload: () => (href ? window.location.assign(href) : window.location.reload()),
  now: Date.now(),
});

/** Whether a stale chunk would reload the tab now: not when it just did, nor when the tab cannot remember it did. */
export function mayReloadForStaleChunk(error: unknown, env: Omit<Environment, 'reload'> = browser()): boolean {
  if (!isStaleChunkError(error)) return false;
  try {
    const last = Number(env.storage.getItem(RELOADED_AT));
    return !(Number.isFinite(last) && last > 0 && env.now - last < LOOP_GUARD_MS);
  } catch {
    // Storage refused (private mode): without a guard, reloading could loop, so do not.
    return false;
  }
}

/** Reloads the page for a stale chunk, once; `false` when it is not one or the tab just reloaded for one. */
export function reloadOnceForStaleChunk(error: unknown, env: Environment | string = browser()): boolean {
  const environment = typeof env === 'string' ? browser(env) : env;
  if (!mayReloadForStaleChunk(error, environment)) return false;
  try {
    environment.storage.setItem(RELOADED_AT, String(environment.now));
  } catch {
    return false;
  }
  environment.reload();
  return true;
}
