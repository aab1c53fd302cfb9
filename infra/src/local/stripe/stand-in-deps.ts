import type Stripe from 'stripe';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import type { Clock } from '@redigo/functions/ports/clock';
import type { Logger } from '@redigo/functions/ports/logger';
import type { SecretsProvider } from '@redigo/functions/ports/secrets';
import { createContractPrices, createPaymentLinkCatalogue, type PaymentLinkProduct } from './payment-links';
import { createStandInSessions, type StandInSessions } from './stand-in-sessions';

/** What the local Stripe stand-in works with. */
export interface StandInDeps {
  /** The SPA's origin: the cart the browser returns to. */
  appUrl: string;
  /** The app's webhook endpoint on the local server. */
  webhookUrl: string;
  products: (paymentLinkId: string) => Promise<PaymentLinkProduct | undefined>;
  /** The price a contract pinned (euro, VAT excluded), if the id names a completed contract. */
  contractPrice: (contractId: string) => Promise<number | undefined>;
  sessions: StandInSessions;
  secrets: SecretsProvider;
  /** The official client, for its webhook signing. */
  stripe: () => Promise<Stripe>;
  clock: Clock;
  logger: Logger;
}

/** The stand-in's deps from the local infrastructure (local mode only: it needs the local settings). */
export const createStandInDeps = (infrastructure: Infrastructure): StandInDeps => {
  const { config } = infrastructure;
  if (!config.local) throw new Error('The Stripe stand-in runs in local mode only');
  return {
    appUrl: config.appUrl,
    webhookUrl: `${config.local.stripeApiUrl}/api/stripe/webhook`,
    products: createPaymentLinkCatalogue(infrastructure.dynamo, config.tables),
    contractPrice: createContractPrices(infrastructure.dynamo, config.tables),
    sessions: createStandInSessions(config.local.dataDir),
    secrets: infrastructure.secrets,
    stripe: () => infrastructure.stripe(),
    clock: infrastructure.clock,
    logger: infrastructure.logger,
  };
};
