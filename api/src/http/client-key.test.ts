import { clientKey } from './client-key';

test('an IPv6 client counts by its /64, an IPv4 one by its address', () => {
  expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
  expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(clientKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
  expect(clientKey('not an address')).toBe('not an address');
});
