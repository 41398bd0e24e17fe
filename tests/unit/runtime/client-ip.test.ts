// Whom the per-IP counters count: an IPv4 address, or an IPv6 /64 however it is spelled, so one
// IPv6 subscriber (handed 2^64 addresses) is one client.

import { describe, expect, it } from 'vitest';
import { clientKey, ipOfViewerAddress, UNPARSEABLE_CLIENT } from '../../../lambdas/runtime/client-ip';

describe('clientKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('counts every address of one /64 as one client, whatever its spelling', () => {
    const spellings = [
      '2001:db8:0:1::1',
      '2001:DB8:0:1:ffff:ffff:ffff:ffff',
      '2001:0db8:0000:0001:0000:0000:0000:0002',
      '2001:db8::1:abcd:0:0:1',
      'fe80::1%eth0',
    ];
    const keys = spellings.map(clientKey);
    expect(new Set(keys.slice(0, 4))).toEqual(new Set(['2001:db8:0:1::/64']));
    expect(keys[4]).toBe('fe80:0:0:0::/64');
    expect(clientKey('fe80::2%en1')).toBe(clientKey('FE80::3'));
  });

  it('tells two /64s apart', () => {
    expect(clientKey('2001:db8:0:1::1')).not.toBe(clientKey('2001:db8:0:2::1'));
    expect(clientKey('2001:db8::1')).not.toBe(clientKey('2001:db9::1'));
  });

  it('counts an IPv4-mapped address as the IPv4 address it is', () => {
    expect(clientKey('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('counts everything that is not an address as one client, so no spelling of junk gets a fresh limit', () => {
    const junk = ['unknown', '', '1:2:3', '1::2::3', '2001:db8::g', '300.1.1.1', '1:2:3:4:5:6:7:8:9', 'random-1234', 'x'.repeat(100)];
    expect(new Set(junk.map(clientKey))).toEqual(new Set([UNPARSEABLE_CLIENT]));
    expect(clientKey('203.0.113.7')).not.toBe(UNPARSEABLE_CLIENT);
  });

  it('reads the address CloudFront writes before counting it', () => {
    expect(clientKey(ipOfViewerAddress('[2001:db8:0:1::7]:443'))).toBe('2001:db8:0:1::/64');
    expect(clientKey(ipOfViewerAddress('2001:db8:0:1::7:443'))).toBe('2001:db8:0:1::/64');
  });
});
