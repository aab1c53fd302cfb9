import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createContractReader, createDynamoTemplateRepository } from '@redigo/functions/infrastructure';
import type { TemplateRecord } from '@redigo/functions/areas/templates';
import { safeDecodeURIComponent } from '@redigo/shared/text';
import { LOCAL_PAYMENT_LINK_PATH } from '../../seed/seed-templates';

/** What a Payment Link sells: its product's name and price (VAT excluded), from the template that links to it. */
export interface PaymentLinkProduct {
  name: string;
  price: number;
}

/** Whether a path is under the stand-in's Payment Links, `/_local/stripe/pay/...`. */
export const isPaymentLinkPath = (pathname: string): boolean => pathname.startsWith(LOCAL_PAYMENT_LINK_PATH);

/**
 * The link id in a stand-in address, e.g. `plink_locazione` in `/_local/stripe/pay/plink_locazione`; undefined
 * for any other address, a malformed id or a malformed percent-encoding.
 */
export const paymentLinkIdIn = (pathname: string): string | undefined => {
  if (!isPaymentLinkPath(pathname)) return undefined;
  const id = safeDecodeURIComponent(pathname.slice(LOCAL_PAYMENT_LINK_PATH.length));
  return id !== undefined && /^[A-Za-z0-9_-]{1,200}$/.test(id) ? id : undefined;
};

const linkIdOf = (stripeUrl: string): string | undefined => {
  try {
    return paymentLinkIdIn(new URL(stripeUrl).pathname);
  } catch {
    return undefined;
  }
};

const PAGE_SIZE = 1000;

/**
 * The product of a stand-in Payment Link: the newest template (not deleted) whose `stripe_url` is that link's
 * address on any host, as a real Payment Link is set up for one template. Undefined when none links to it.
 */
export const createPaymentLinkCatalogue = (
  dynamo: DynamoDBDocumentClient,
  tables: { templates: string; categories: string },
) => {
  const templates = createDynamoTemplateRepository(dynamo, tables);
  return async (linkId: string): Promise<PaymentLinkProduct | undefined> => {
    for (let page = 1; ; page += 1) {
      const { items, total } = await templates.list({}, { page, limit: PAGE_SIZE });
      const found = items.find((template: TemplateRecord) => linkIdOf(template.stripe_url) === linkId);
      if (found) return { name: found.name, price: found.price };
      if (page * PAGE_SIZE >= total) return undefined;
    }
  };
};

/**
 * The price (euro, VAT excluded) a contract pinned at its last save: what the app checks a payment against
 * (only a COMPLETED contract can be paid, which the app checks itself). Undefined for an id that names no
 * contract, or an older contract saved before versions were pinned on every save.
 */
export const createContractPrices = (
  dynamo: DynamoDBDocumentClient,
  tables: { contracts: string; templates: string },
) => {
  const contracts = createContractReader(dynamo, tables);
  return async (contractId: string): Promise<number | undefined> =>
    (await contracts(contractId))?.pinned?.price;
};
