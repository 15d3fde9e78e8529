import { describe, expect, it } from 'vitest';
import { dashboardGate, type DashboardGate, type GateUser } from './dashboard-gate';

const player: NonNullable<GateUser['player']> = {
  strongHand: 'right',
  backhandType: 'two-handed',
  styleOfPlay: 'baseliner',
};
const ready: GateUser = {
  role: 'user',
  forcePasswordChange: false,
  emailVerifiedAt: '2025-01-01 10:00:00',
  playerPhoneMismatch: false,
  potentialPlayerMatch: false,
  player,
};
type Over = Partial<GateUser>;
const user = (over: Over): GateUser => ({ ...ready, ...over });

describe('dashboardGate', () => {
  it.each<{ name: string; over: Over; query?: string; gate: DashboardGate }>([
    { name: 'a complete player sees the tiles', over: {}, gate: 'tiles' },
    {
      name: 'a forced password change comes before everything',
      over: { forcePasswordChange: true, emailVerifiedAt: null, playerPhoneMismatch: true, player: null },
      query: 'forceFillPlayerForm=true',
      gate: 'change-password',
    },
    {
      name: 'an unverified email comes next',
      over: { emailVerifiedAt: null, playerPhoneMismatch: true, potentialPlayerMatch: true },
      gate: 'verify-email',
    },
    {
      name: 'then the phone mismatch',
      over: { playerPhoneMismatch: true, potentialPlayerMatch: true, player: null },
      query: 'forceFillPlayerForm=true',
      gate: 'phone-mismatch',
    },
    {
      name: 'then the player-info confirmation',
      over: { potentialPlayerMatch: true, player: null },
      query: 'forceFillPlayerForm=true',
      gate: 'confirm-player-info',
    },
    { name: 'the query forces the player form', over: {}, query: 'forceFillPlayerForm=true', gate: 'player-form' },
    { name: 'only the value true forces it', over: {}, query: 'forceFillPlayerForm=1', gate: 'tiles' },
    { name: 'a plain user without a player fills the form', over: { player: null }, gate: 'player-form' },
    {
      name: 'an empty strong hand asks for the form',
      over: { player: { ...player, strongHand: null } },
      gate: 'player-form',
    },
    {
      name: 'an empty backhand type asks for the form',
      over: { player: { ...player, backhandType: ' ' } },
      gate: 'player-form',
    },
    {
      name: 'an empty style of play asks for the form',
      over: { player: { ...player, styleOfPlay: null } },
      gate: 'player-form',
    },
    { name: 'a host without a player sees the tiles', over: { role: 'host', player: null }, gate: 'tiles' },
    { name: 'an admin without a player sees the tiles', over: { role: 'admin', player: null }, gate: 'tiles' },
    {
      name: 'a host employee sent to fill the form gets it',
      over: { role: 'host-employee', player: null },
      query: 'forceFillPlayerForm=true',
      gate: 'player-form',
    },
    {
      name: 'an admin with an incomplete player fills the form',
      over: { role: 'admin', player: { ...player, styleOfPlay: null } },
      gate: 'player-form',
    },
    {
      name: 'an unverified admin sees the notice',
      over: { role: 'admin', emailVerifiedAt: null },
      gate: 'verify-email',
    },
  ])('$name', ({ over, query = '', gate }) => {
    expect(dashboardGate(user(over), new URLSearchParams(query)).gate).toBe(gate);
  });

  it.each([
    { query: 'verified=1', justVerified: true },
    { query: 'verified=0', justVerified: false },
    { query: '', justVerified: false },
  ])('reads "$query" as just verified: $justVerified', ({ query, justVerified }) => {
    expect(dashboardGate(user({}), new URLSearchParams(query)).justVerified).toBe(justVerified);
  });
});
