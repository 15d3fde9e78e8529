import { accountKey } from '../lib/account-key.js';
import { clientNetwork } from '../lib/client-network.js';
import type { CounterStore } from '../lib/counter-store.js';
import { HttpError, MESSAGES } from '../lib/http-error.js';

const WINDOW_MS = 15 * 60_000;
/** Wrong passwords one address may try on one account in a window. */
const FAILURES_PER_ADDRESS_AND_ACCOUNT = 10;
/** Wrong passwords one address may try over all accounts in a window (spraying one password at many). */
const FAILURES_PER_ADDRESS = 50;
/** Wrong passwords on one account from everywhere that put it under attack. */
const FAILURES_PER_ACCOUNT = 30;

/** The counters of a sign-in from `ip` on `email`: the pair, the address over all accounts, the account from everywhere. */
export function loginFailureKeys(ip: string, email: string) {
  const network = clientNetwork(ip);
  const account = accountKey(email);
  return {
    pair: `login-failures|${network}|${account}`,
    address: `login-failures|${network}`,
    account: `login-failures|${account}`,
  };
}

/**
 * Guessing is limited, signing in is not: only failures count, so whoever
 * fails cannot lock the owner out. Once an address has failed ten times on an
 * account it waits for the window; once it has failed fifty times on any
 * accounts it waits too. An account that drew thirty failures from anywhere
 * is under attack: an address that has already failed on it waits, one that
 * has not still gets through. The owner on their own phone or laptop signs in
 * while someone guesses from elsewhere; a guesser with many addresses gets one
 * try on each (and the bot check in live).
 *
 * `begin` counts the attempt as a failure before the password is checked, so
 * many parallel guesses from one address cannot all slip past the count; a
 * success clears it.
 */
export function loginThrottle(counters: CounterStore) {
  const keys = loginFailureKeys;
  const tooMany = () => new HttpError(429, MESSAGES.tooMany);

  return {
    /** 429 when this address may not try this account now; otherwise the attempt is on. */
    async begin(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      const pair = await counters.hit(key.pair, WINDOW_MS);
      if (pair.count > FAILURES_PER_ADDRESS_AND_ACCOUNT) throw tooMany();
      const [address, account] = await Promise.all([counters.read(key.address), counters.read(key.account)]);
      if (address.count >= FAILURES_PER_ADDRESS) throw tooMany();
      const failedHereBefore = pair.count > 1;
      if (account.count >= FAILURES_PER_ACCOUNT && failedHereBefore) throw tooMany();
    },
    /** A wrong email or password. */
    async failed(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      await Promise.all([counters.hit(key.address, WINDOW_MS), counters.hit(key.account, WINDOW_MS)]);
    },
    /** The right password: this address starts afresh on this account. */
    async succeeded(ip: string, email: string): Promise<void> {
      await counters.clear(keys(ip, email).pair);
    },
  };
}
