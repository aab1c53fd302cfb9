import { clientAddress } from './client-address';

describe('client address', () => {
  it('takes the viewer address CloudFront forwards, without its port', () => {
    const headers = { 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(clientAddress({ headers, sourceIp: '130.176.1.1' })).toBe('198.51.100.10');
  });

  it('takes the source address when there is no viewer address, or a malformed one', () => {
    expect(clientAddress({ headers: {}, sourceIp: '203.0.113.9' })).toBe('203.0.113.9');
    const headers = { 'cloudfront-viewer-address': 'evil; drop' };
    expect(clientAddress({ headers, sourceIp: '203.0.113.9' })).toBe('203.0.113.9');
  });

  it('counts an IPv6 address by its /64 network', () => {
    const first = { 'cloudfront-viewer-address': '2001:db8:aa:bb:1:2:3:4:443' };
    const second = { 'cloudfront-viewer-address': '2001:0DB8:AA:BB::9:443' };
    expect(clientAddress({ headers: first, sourceIp: 'x' })).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress({ headers: second, sourceIp: 'x' })).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress({ headers: {}, sourceIp: '::1' })).toBe('0:0:0:0::/64');
  });
});
