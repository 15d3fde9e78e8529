import { isIPv6 } from 'node:net';

/**
 * The client as a per-address limit counts it: an IPv4 address as it is, an
 * IPv6 address as the /64 it lies in. One subscriber gets a whole /64 and may
 * pick any address in it, so counting single IPv6 addresses would let one
 * guesser look like millions. (@fastify/rate-limit's own keys do the same.)
 */
export function clientNetwork(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const groups = [...left, ...zeros, ...right].slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${groups.join(':')}::/64`;
}
