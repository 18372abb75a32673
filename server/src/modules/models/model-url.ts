import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { ModelTarget } from './pinned-fetch.js';

/**
 * Addresses a user's model URL may not reach unless the operator allows it
 * (LLM_ALLOW_PRIVATE_URLS): the server itself, private networks and cloud metadata services, so a
 * user cannot make the server call internal services.
 */
const refused = new BlockList();
const refusedV4 = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, 169.254.169.254 metadata
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const;
for (const [net, bits] of refusedV4) refused.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // NAT64 for local use (RFC 8215)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed by some networks)
  ['ff00::', 8], // multicast
  ['fd00:ec2::254', 128], // AWS metadata over IPv6 (inside fc00::/7, named for the reader)
] as const) {
  refused.addSubnet(net, bits, 'ipv6');
}
/**
 * IPv6 forms that carry an IPv4 address and can reach it (NAT64 64:ff9b::10.0.0.1, 6to4
 * 2002:a00:1::, IPv4-compatible ::10.0.0.1, IPv4-translated ::ffff:0:10.0.0.1): refused wherever
 * the IPv4 address inside is.
 */
for (const [net, bits] of refusedV4) {
  const [a, b, c, d] = net.split('.').map(Number) as [number, number, number, number];
  const hi = ((a << 8) | b).toString(16);
  const lo = ((c << 8) | d).toString(16);
  for (const [prefix, at] of [
    ['64:ff9b::', 96],
    ['::', 96],
    ['::ffff:0:', 96],
  ] as const)
    refused.addSubnet(`${prefix}${hi}:${lo}`, at + bits, 'ipv6');
  refused.addSubnet(`2002:${hi}:${lo}::`, 16 + bits, 'ipv6');
}

/** Whether an IP address is loopback, private, link-local, unique-local, metadata or otherwise internal. */
export function isInternalAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return refused.check(address, 'ipv4');
  if (family === 6) {
    // IPv4-mapped (::ffff:10.0.0.1) and the like are judged by their IPv4 address.
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped) return refused.check(mapped[1]!, 'ipv4');
    return refused.check(address, 'ipv6');
  }
  return true;
}

export interface UrlPolicy {
  /** Private addresses allowed: always outside production, in production only with LLM_ALLOW_PRIVATE_URLS. */
  allowPrivate: boolean;
  /** Name resolution (tests pass their own, e.g. one that answers differently the second time). */
  resolve?: (hostname: string) => Promise<string[]>;
}

const resolveAll = async (hostname: string) => (await lookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

/** The URL, or why it cannot be a model URL: http or https only, no credentials in it. */
function parseModelUrl(raw: string): URL | string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'The URL is not valid.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with http:// or https://.';
  if (url.username || url.password) return 'Put the API key in the key field, not in the URL.';
  return url;
}

/** `unresolved`: the host name could not be looked up (a connection problem rather than a refusal). */
export type ModelUrlCheck = { ok: true; target: ModelTarget } | { ok: false; problem: string; unresolved?: true };

const PRIVATE_REFUSED = 'This server does not call private-network, loopback or metadata addresses. Use a public URL (the operator can allow private ones with LLM_ALLOW_PRIVATE_URLS).';

/**
 * Checks `raw` as a model URL and resolves its host once: http or https only, no credentials in
 * it, and (unless allowed) every address the host resolves to must be public. The answer's
 * target carries the address the call must then connect to (pinned-fetch.ts), so the name is
 * never resolved a second time between the check and the call.
 */
export async function checkModelUrl(raw: string, policy: UrlPolicy): Promise<ModelUrlCheck> {
  const url = parseModelUrl(raw);
  if (typeof url === 'string') return { ok: false, problem: url };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? resolveAll)(host);
  } catch {
    addresses = [];
  }
  if (!addresses.length) return { ok: false, problem: `The host ${host} could not be found.`, unresolved: true };
  if (!policy.allowPrivate && addresses.some(isInternalAddress)) return { ok: false, problem: PRIVATE_REFUSED };
  const address = addresses[0]!;
  return { ok: true, target: { url, address, family: isIP(address) === 6 ? 6 : 4 } };
}

/**
 * Why `raw` cannot be a model URL, or null when it can (the form's check on save: with private
 * addresses allowed, the host is not looked up, so a local server that is down can be saved).
 */
export async function modelUrlProblem(raw: string, policy: UrlPolicy): Promise<string | null> {
  if (policy.allowPrivate) {
    const url = parseModelUrl(raw);
    return typeof url === 'string' ? url : null;
  }
  const check = await checkModelUrl(raw, policy);
  return check.ok ? null : check.problem;
}
