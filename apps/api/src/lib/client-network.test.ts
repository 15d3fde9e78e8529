import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network.js';

describe('clientNetwork', () => {
  it.each([
    ['10.0.0.7', '10.0.0.7'],
    ['::ffff:10.0.0.7', '10.0.0.7'],
    ['2001:db8:aa:bb:1:2:3:4', '2001:db8:aa:bb::/64'],
    ['2001:0db8:00aa:00bb:ffff::1', '2001:db8:aa:bb::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('counts %s as %s', (ip, network) => {
    expect(clientNetwork(ip)).toBe(network);
  });

  it('counts every address of one /64 as one client', () => {
    expect(clientNetwork('2a02:587:1:2:aaaa::1')).toBe(clientNetwork('2a02:587:1:2:bbbb:cccc:dddd:eeee'));
    expect(clientNetwork('2a02:587:1:2::1')).not.toBe(clientNetwork('2a02:587:1:3::1'));
  });
});
