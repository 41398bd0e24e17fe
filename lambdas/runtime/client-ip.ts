// The visitor's IP address, for per-IP limits. Behind CloudFront, API Gateway's sourceIp is an
// edge server's, so the viewer's address comes from the CloudFront-Viewer-Address header
// ("ip:port"), which CloudFront itself sets (the API's origin request policy forwards it); the
// local API server sets it from the socket the same way. Never logged.
//
// Per-IP counters count a client (clientKey), not an address: one IPv6 subscriber is handed a
// whole /64 (2^64 addresses), so an IPv6 address is counted by its first 64 bits. What is not an
// address at all shares one counter, so no spelling of junk is a fresh client.

import { headerOf, type ApiEvent } from './http';

export const VIEWER_ADDRESS_HEADER = 'cloudfront-viewer-address';

/** The address without its port: "203.0.113.7:443" → "203.0.113.7", "[2001:db8::1]:443" or "2001:db8::1:443" → "2001:db8::1". */
export function ipOfViewerAddress(value: string): string {
  const trimmed = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed?.[1]) return bracketed[1];
  const colons = trimmed.split(':').length - 1;
  if (colons === 1) return trimmed.slice(0, trimmed.lastIndexOf(':'));
  // IPv6 with the port after the last colon, as CloudFront writes it.
  if (colons > 1 && /:\d{1,5}$/.test(trimmed)) return trimmed.slice(0, trimmed.lastIndexOf(':'));
  return trimmed;
}

/** The viewer's IP address, or 'unknown'. */
export function clientIp(event: ApiEvent): string {
  const viewer = headerOf(event, VIEWER_ADDRESS_HEADER);
  const ip = viewer ? ipOfViewerAddress(viewer) : event.requestContext?.http?.sourceIp;
  return ip && ip.length <= 100 ? ip : 'unknown';
}

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

function isIpv4(text: string): boolean {
  const parts = ipv4.exec(text);
  return parts?.slice(1).every((part) => Number(part) <= 255) ?? false;
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, an IPv4 tail as two groups), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  let body = text;
  const lastColon = body.lastIndexOf(':');
  const dotted = body.slice(lastColon + 1);
  if (dotted.includes('.')) {
    if (!isIpv4(dotted)) return undefined;
    const [a = 0, b = 0, c = 0, d = 0] = dotted.split('.').map(Number);
    body = `${body.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = body.split('::');
  if (halves.length > 2) return undefined;
  const parse = (half: string | undefined): number[] | undefined => {
    if (!half) return [];
    const groups = half.split(':');
    return groups.every((group) => /^[0-9a-f]{1,4}$/.test(group)) ? groups.map((group) => Number.parseInt(group, 16)) : undefined;
  };
  const head = parse(halves[0]);
  const rest = parse(halves[1]);
  if (!head || !rest) return undefined;
  const given = head.length + rest.length;
  if (halves.length === 2 ? given > 7 : given !== 8) return undefined;
  return [...head, ...Array<number>(8 - given).fill(0), ...rest];
}

/**
 * The one client key of everything that is not an address (no header, a missing or garbled one):
 * all such requests are counted together, so they are held to one client's limit between them.
 */
export const UNPARSEABLE_CLIENT = 'unparseable';

/**
 * Whom a per-IP counter counts: an IPv4 address as it is; an IPv6 address by its /64 (written
 * `2001:db8:0:1::/64`), whatever its spelling (`::`, upper case, a `%zone`), and an IPv4-mapped one
 * (`::ffff:192.0.2.1`) as the IPv4 address it is. Anything else is UNPARSEABLE_CLIENT: counted as
 * its own text, each new spelling would be a new client with a fresh limit.
 */
export function clientKey(ip: string): string {
  const text = ip.trim().toLowerCase();
  if (isIpv4(text)) return text;
  const groups = ipv6Groups(text.replace(/%.*$/, ''));
  if (!groups) return UNPARSEABLE_CLIENT;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The viewer's client key (clientKey), for per-IP counters. */
export function clientKeyOf(event: ApiEvent): string {
  return clientKey(clientIp(event));
}
