import { isIPv6 } from 'node:net';

/**
 * The part of an address one person is likely to hold: an IPv4 address (also IPv4-mapped IPv6)
 * as it is, an IPv6 address's /64, the prefix a single home or phone is given whole.
 */
export function addressGroup(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail] = ip.split('%')[0]!.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  // A dotted IPv4 ending stands for two groups.
  const width = (part: string | undefined) => groups(part).reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all = [...groups(head), ...Array<string>(tail === undefined ? 0 : 8 - width(head) - width(tail)).fill('0')];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}
