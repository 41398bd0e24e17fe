// The visitor's IP address, for per-IP limits. Behind CloudFront, API Gateway's sourceIp is an
// edge server's, so the viewer's address comes from the CloudFront-Viewer-Address header
// ("ip:port"), which CloudFront itself sets (the API's origin request policy forwards it); the
// local API server sets it from the socket the same way. Never logged.

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
