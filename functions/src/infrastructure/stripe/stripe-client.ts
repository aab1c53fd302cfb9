import Stripe from 'stripe';

/** The official Stripe client; `apiUrl` points it at the local stand-in in local mode. */
export const createStripeClient = (secretKey: string, apiUrl?: string): Stripe => {
  if (!apiUrl) return new Stripe(secretKey, { maxNetworkRetries: 2, telemetry: false });
  const url = new URL(apiUrl);
  return new Stripe(secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 0,
    telemetry: false,
  });
};
