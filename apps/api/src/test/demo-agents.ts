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
