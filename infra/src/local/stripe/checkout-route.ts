import type { IncomingMessage, ServerResponse } from 'node:http';
import { absoluteUrl } from '@redigo/shared/paths';
import { totalCentsWithVat } from '@redigo/shared/money';
import type { LocalRoute } from '../http/local-server';
import { renderCheckoutPage, renderUnknownLinkPage } from './checkout-page';
import { readCheckoutParams } from './checkout-params';
import { completedEvent, createCheckoutSession } from './checkout-session';
import { isPaymentLinkPath, paymentLinkIdIn, type PaymentLinkProduct } from './payment-links';
import type { StandInDeps } from './stand-in-deps';
import { deliverWebhook, signWebhook } from './webhook-delivery';

const HTML = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' };

/**
 * What the payment is for: the link's product, at the price the contract named by `client_reference_id` pinned
 * when there is one (the price the app checks the payment against), else at the template's current price.
 */
const productFor = async (
  deps: StandInDeps,
  product: PaymentLinkProduct,
  clientReferenceId: string | null,
): Promise<PaymentLinkProduct> => {
  const pinnedPrice = clientReferenceId ? await deps.contractPrice(clientReferenceId) : undefined;
  return pinnedPrice === undefined ? product : { ...product, price: pinnedPrice };
};

/** Pays: a completed session stored, its signed webhook delivered (unless asked not to), 303 to the cart. */
const pay = async (
  deps: StandInDeps,
  request: IncomingMessage,
  response: ServerResponse,
  input: { linkId: string; product: PaymentLinkProduct; url: URL; body: Buffer },
): Promise<void> => {
  const params = readCheckoutParams(input.url.searchParams, input.body, request.headers['content-type']);
  if (Array.isArray(params)) {
    response.writeHead(400, TEXT).end(`Parametri non validi: ${params.join('; ')}`);
    return;
  }
  const { price } = await productFor(deps, input.product, params.clientReferenceId);
  const now = deps.clock.now();
  const session = createCheckoutSession({
    paymentLinkId: input.linkId,
    amountCents: params.amountCents ?? totalCentsWithVat(price),
    clientReferenceId: params.clientReferenceId,
    email: params.email,
    currency: params.currency,
    paymentStatus: params.paymentStatus,
    successUrl: `${absoluteUrl(deps.appUrl, 'cart')}?session_id={CHECKOUT_SESSION_ID}`,
    now,
  });
  await deps.sessions.save(session);
  if (params.deliverWebhook) {
    const [stripe, { stripeWebhookSecret }] = await Promise.all([deps.stripe(), deps.secrets.get()]);
    const webhook = signWebhook(stripe, stripeWebhookSecret, completedEvent(session, now), now);
    const status = await deliverWebhook(deps.webhookUrl, webhook);
    if (status < 200 || status > 299)
      deps.logger.log('warn', 'Local Stripe: the webhook was not accepted', { session: session.id, status });
  }
  const location = absoluteUrl(deps.appUrl, 'cart', { session_id: session.id });
  response.writeHead(303, { ...TEXT, location }).end(`Pagamento completato: ${location}`);
};

/**
 * The Payment Links of local mode, `/_local/stripe/pay/<link id>`: GET shows the checkout page of the template
 * whose `stripe_url` is that link; POST (the page's 'Paga' or a script, with the same query) pays. The amount is
 * the price plus VAT of the contract named by `client_reference_id` (the price it pinned), else the template's.
 */
export const checkoutRoute = (deps: StandInDeps): LocalRoute => ({
  matches: isPaymentLinkPath,
  async handle(request, response, body) {
    const url = new URL(request.url ?? '/', deps.appUrl);
    const linkId = paymentLinkIdIn(url.pathname);
    const method = request.method ?? 'GET';
    if (!['GET', 'POST'].includes(method)) {
      response.writeHead(405, { ...TEXT, allow: 'GET, POST' }).end('Metodo non consentito.');
      return;
    }
    const product = linkId === undefined ? undefined : await deps.products(linkId);
    if (linkId === undefined || !product) {
      response.writeHead(404, HTML).end(renderUnknownLinkPage());
      return;
    }
    if (method === 'POST') {
      await pay(deps, request, response, { linkId, product, url, body });
      return;
    }
    const page = renderCheckoutPage({
      product: await productFor(deps, product, url.searchParams.get('client_reference_id')),
      email: url.searchParams.get('prefilled_email') ?? '',
      action: `${url.pathname}${url.search}`,
      cancelUrl: absoluteUrl(deps.appUrl, 'cart'),
    });
    response.writeHead(200, HTML).end(page);
  },
});
