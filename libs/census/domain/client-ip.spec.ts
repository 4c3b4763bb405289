import { truncateIp } from './client-ip';

describe('truncateIp', () => {
  it('zeroes the last octet of an IPv4 address', () => {
    expect(truncateIp('203.0.113.197')).toBe('203.0.113.0');
    expect(truncateIp(' 10.1.2.3 ')).toBe('10.1.2.0');
  });

  it('keeps only the /48 prefix of an IPv6 address, whatever its spelling', () => {
    expect(truncateIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(truncateIp('2001:0DB8:0000:0000:0000:ff00:0042:8329')).toBe('2001:db8::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8::');
    expect(truncateIp('2001:db8:0:1::7')).toBe('2001:db8::');
    expect(truncateIp('2a00:1450:4001:82a::200e')).toBe('2a00:1450:4001::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80::');
    expect(truncateIp('::1')).toBe('::');
    expect(truncateIp('::ffff:0:1.2.3.4')).toBe('::');
  });

  it('treats an IPv4-mapped IPv6 address (how Node reports IPv4 peers on dual-stack sockets) as IPv4', () => {
    expect(truncateIp('::ffff:192.0.2.77')).toBe('192.0.2.0');
  });

  it('gives nothing for values that are not IP addresses, so they never reach a record', () => {
    expect(truncateIp(undefined)).toBeUndefined();
    expect(truncateIp('')).toBeUndefined();
    expect(truncateIp('unknown')).toBeUndefined();
    expect(truncateIp('203.0.113.1, 10.0.0.1')).toBeUndefined();
    expect(truncateIp('999.1.1.1')).toBeUndefined();
  });
});
