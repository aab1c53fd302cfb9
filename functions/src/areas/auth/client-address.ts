import type { RouteRequest } from '../../http/http-types';

/** CloudFront's `CloudFront-Viewer-Address`: the viewer's IP and port, e.g. `198.51.100.10:46532`. */
const VIEWER_ADDRESS = /^([0-9a-fA-F:.]{2,45}):\d{1,5}$/;

/** An IPv6 address by its /64 network: one subscriber usually holds a whole /64. */
const ipv6Network = (address: string): string => {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`;
};

/**
 * The caller's address for login limits. Behind CloudFront, API Gateway sees CloudFront's address, shared
 * by many people; the distribution forwards the viewer's own in `CloudFront-Viewer-Address`.
 */
export const clientAddress = (request: Pick<RouteRequest, 'headers' | 'sourceIp'>): string => {
  const address =
    request.headers['cloudfront-viewer-address']?.trim().match(VIEWER_ADDRESS)?.[1] ?? request.sourceIp;
  return address.includes(':') && !address.includes('.') ? ipv6Network(address.toLowerCase()) : address;
};
