import type { FastifyInstance } from 'fastify';
import { DEMO_ACCOUNTS, type DemoAccountKey } from '../seed/accounts.js';
import { agent, loginAs, type Agent } from './app.js';

export type Who = 'guest' | DemoAccountKey;

/** Every demo account signed in, plus a guest: the rows of an authorization table. */
export const EVERYONE: readonly Who[] = ['guest', 'newuser', 'player', 'employee', 'host', 'host2', 'admin', 'god'];

export async function demoAgents(app: FastifyInstance): Promise<Record<Who, Agent>> {
  const agents = { guest: agent(app) } as Record<Who, Agent>;
  for (const account of DEMO_ACCOUNTS) agents[account.key] = await loginAs(app, account.email);
  return agents;
}

let addresses = 0;

/**
 * A guest or one demo account in a browser of its own, from an address no
 * other agent uses: for calls limited per address (sign-ups, contact).
 */
export async function demoAgentAtNewAddress(app: FastifyInstance, who: Who): Promise<Agent> {
  addresses += 1;
  const ip = `10.200.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
  if (who === 'guest') return agent(app, { ip });
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === who)!;
  return loginAs(app, account.email, { ip });
}

/**
 * The answer each demo account gets from a route for host 1's back office and
 * the admins, on host 1's own rows (its championships, tournaments, matches,
 * the championship site's images and Hall of Fame): another host's staff and
 * the players may not touch them.
 */
export const MAIN_HOST_STAFF_AND_ADMINS: Readonly<Record<Who, number>> = {
  guest: 401,
  newuser: 403,
  player: 403,
  employee: 200,
  host: 200,
  host2: 403,
  admin: 200,
  god: 200,
};

/**
 * The answer each demo account gets from a back-office route that every host's
 * staff may call, each on its own host's rows (the lists of tournaments,
 * championships and matches): only a guest and the players are refused.
 */
export const ANY_HOST_STAFF_AND_ADMINS: Readonly<Record<Who, number>> = { ...MAIN_HOST_STAFF_AND_ADMINS, host2: 200 };
