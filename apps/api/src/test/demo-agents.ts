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
