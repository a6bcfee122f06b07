import ipaddr from 'ipaddr.js';

/**
 * The client a limit counts against: an IPv4 address as it is, an IPv6 one by its /64, the smallest block an
 * ISP hands one customer (a single host can use any address in it, so counting per address would give an
 * abuser 2^64 fresh counts). An IPv4-mapped IPv6 address is its IPv4 one. Anything unparsable is itself.
 */
export function clientKey(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
