import { describe, expect, it } from 'vitest';
import { canManageWallets } from './wallet-access';

describe('canManageWallets', () => {
  it.each([
    { name: 'a guest', user: null, expected: false },
    { name: 'a host-1 employee', user: { id: 5, godMode: false, host: { id: 1 } }, expected: true },
    { name: 'another host', user: { id: 5, godMode: false, host: { id: 2 } }, expected: false },
    { name: 'an admin without a host', user: { id: 5, godMode: false, host: null }, expected: false },
    { name: 'god mode', user: { id: 5, godMode: true, host: null }, expected: true },
    { name: 'the configured god user', user: { id: 7, godMode: false, host: null }, expected: true },
  ])('$name: $expected', ({ user, expected }) => {
    expect(canManageWallets(user, 7)).toBe(expected);
  });
});
