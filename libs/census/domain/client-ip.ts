import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address as it may be stored: IPv4 with its last octet zeroed, IPv6 cut to its /48
 * prefix, an IPv4-mapped IPv6 address as the IPv4 it maps. Undefined for anything that is not an
 * IP address, so a malformed forwarded header can never leak into a record.
 */
export function truncateIp(address: string | undefined): string | undefined {
  const ip = address?.trim();
  if (!ip) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return truncateIp(mapped);
  if (isIPv4(ip)) return ip.replace(/\.\d+$/, '.0');
  if (isIPv6(ip)) return formatIpv6([...ipv6Groups(ip).slice(0, 3), 0, 0, 0, 0, 0]);
  return undefined;
}

/** RFC 5952 text: lowercase hex, the longest run of two or more zero groups written as "::". */
function formatIpv6(groups: readonly number[]): string {
  let runStart = -1;
  let runLength = 0;
  for (let start = 0; start < groups.length; start += 1) {
    let length = 0;
    while (groups[start + length] === 0) length += 1;
    if (length > runLength && length >= 2) [runStart, runLength] = [start, length];
  }
  const hex = groups.map((group) => group.toString(16));
  if (runStart < 0) return hex.join(':');
  return `${hex.slice(0, runStart).join(':')}::${hex.slice(runStart + runLength).join(':')}`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, "::" expanded, dotted tail read). */
function ipv6Groups(ip: string): number[] {
  const address = ip.split('%')[0]!;
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
