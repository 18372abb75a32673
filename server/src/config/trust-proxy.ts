import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY: which peers may tell us the client's address in X-Forwarded-For.
 * - unset, `none`, `false` or `0`: nobody; the client is the socket's peer (the default);
 * - a hop count `n`: the n proxies nearest to us, whatever their address (when the app is only
 *   reachable through them, as behind docker-compose's nginx);
 * - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8, 2001:db8::/32`), where
 *   `loopback`, `linklocal` and `uniquelocal` stand for their ranges.
 * The client is then the right-most X-Forwarded-For entry not added by a trusted proxy.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; entries: string[] };

const NAMED: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Parses the setting; throws an Error whose message explains what is wrong. */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const text = (raw ?? '').trim().toLowerCase();
  if (text === '' || text === 'none' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error('a hop count must be 10 or less');
    return { kind: 'hops', hops };
  }
  if (text === 'true' || text === '*') throw new Error('trusting every peer would let any client choose its address: give a hop count or a list of proxy addresses');
  const entries = text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (NAMED[entry]) continue;
    const [address = '', bits, extra] = entry.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const valid = family !== 0 && extra === undefined && (bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= max));
    if (!valid) throw new Error(`"${entry}" is neither an IP address, a CIDR range nor loopback/linklocal/uniquelocal`);
  }
  return { kind: 'list', entries };
}

/** Whether the peer at `address`, `hop` steps from us (0 = the socket's peer), is a trusted proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

export function trustFunction(trust: TrustProxy): TrustFunction {
  if (trust.kind === 'none') return () => false;
  if (trust.kind === 'hops') return (_address, hop) => hop < trust.hops;
  const list = new BlockList();
  for (const entry of trust.entries.flatMap((e) => NAMED[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address for a request that did not pass through express (a WebSocket upgrade):
 * the same walk express does for `req.ip` with the same trust function. From the socket's peer
 * towards the client, each trusted proxy vouches for the entry it appended to X-Forwarded-For;
 * the first untrusted one is the client.
 */
export function clientAddress(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trust: TrustFunction): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [
    socketAddress ?? 'unknown',
    ...header
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)
      .reverse(),
  ];
  let hop = 0;
  while (hop < chain.length - 1 && trust(chain[hop] as string, hop)) hop += 1;
  return chain[hop] as string;
}

/** Headers a proxy adds: their presence means the request did not come straight from its client. */
export function cameThroughProxy(headers: Record<string, string | string[] | undefined>): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip', 'via', 'x-forwarded-host'].some((name) => headers[name] !== undefined);
}
