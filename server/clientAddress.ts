/**
 * Who a request comes from, for the per-client limits (identifier lookups,
 * bookings that take no money up front).
 *
 * Without a trusted proxy the client is the socket's peer. Behind a reverse
 * proxy every request comes from the proxy, so all guests would share one
 * budget; `API_TRUSTED_PROXIES` says when `X-Forwarded-For` may be read:
 *
 * - a whole number N: N proxies stand in front of the API, each appending the
 *   address it saw; the client is the N-th address from the right (as
 *   Express's `trust proxy = N`). Addresses further left were written by the
 *   client itself and are never believed.
 * - a comma-separated list of addresses and CIDR ranges (`10.0.0.0/8`,
 *   `::1`): the hops from the socket leftwards are skipped while they are
 *   trusted; the first one that is not is the client.
 *
 * A header the client wrote itself is only ever read through trusted hops,
 * so no client can pick its own budget.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

export type TrustedProxies = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; list: BlockList };

export const NO_TRUSTED_PROXY: TrustedProxies = { kind: 'none' };

/** An IPv4 address the socket reports in IPv6 form ('::ffff:10.0.0.1') as the IPv4 address it is. */
function plain(address: string): string {
  const trimmed = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped ? mapped[1] : trimmed;
}

/**
 * Reads `API_TRUSTED_PROXIES`; throws one readable line for a value it cannot use.
 * @example parseTrustedProxies('1') // { kind: 'hops', hops: 1 }
 * @example parseTrustedProxies('127.0.0.1, 10.0.0.0/8').kind // 'list'
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return NO_TRUSTED_PROXY;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`API_TRUSTED_PROXIES must be at most 10 hops, got '${text}'`);
    return { kind: 'hops', hops };
  }
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/');
    const family = isIP(plain(address));
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = family === 6 ? 128 : 32;
    if (family === 0 || extra !== undefined || (bits !== undefined && (!/^\d+$/.test(prefix) || bits > maxBits))) {
      throw new Error(`API_TRUSTED_PROXIES must be a number of hops or a list of addresses and ranges such as 10.0.0.0/8, got '${entry}'`);
    }
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(plain(address), type);
    else list.addSubnet(plain(address), bits, type);
  }
  return { kind: 'list', list };
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address, from the socket's peer and the `X-Forwarded-For`
 * header(s) as trusted.
 * @example clientAddress('10.0.0.2', '203.0.113.7, 10.0.0.1', { kind: 'hops', hops: 2 }) // '203.0.113.7'
 */
export function clientAddress(socket: string | undefined, forwardedFor: string | undefined, trust: TrustedProxies): string {
  const peer = socket ? plain(socket) : 'local';
  if (trust.kind === 'none') return peer;
  // The nearest hop first: the socket, then X-Forwarded-For from its right end.
  const forwarded = (forwardedFor ?? '')
    .split(',')
    .map(plain)
    .filter((entry) => entry !== '');
  const hops = [peer, ...forwarded.reverse()];
  if (trust.kind === 'hops') return hops[Math.min(trust.hops, hops.length - 1)];
  for (const hop of hops) if (!trusted(trust.list, hop)) return hop;
  return hops[hops.length - 1];
}

/**
 * The client of a Hono request: the socket's peer read through the trusted
 * proxies; 'local' without a socket (tests calling `app.request`).
 */
export function requestClient(c: Context, trust: TrustedProxies): string {
  let socket: string | undefined;
  try {
    socket = getConnInfo(c).remote.address;
  } catch {
    socket = undefined;
  }
  return clientAddress(socket, c.req.header('X-Forwarded-For'), trust);
}
