import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/**
 * The address a client is counted under: an IPv4 address as it is, an IPv6 one by its /64
 * (one subscriber's whole prefix: a host can take any address inside it).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * The client's address of a raw request (the websocket handshake, which Fastify never sees),
 * believed as Fastify believes it: the last `trustProxy` hops of X-Forwarded-For are proxies.
 */
export function clientAddressOf(trustProxy: number): (req: IncomingMessage) => string {
  return (req) => addressKey(proxyaddr(req, (_address, hop) => hop < trustProxy));
}
