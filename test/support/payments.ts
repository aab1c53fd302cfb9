import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createS3Client } from '@redigo/functions/infrastructure/s3/s3-client';
import { LOCAL_PAYMENT_LINK_PATH } from '../../infra/src/seed/seed-templates';
import { completedEvent, stripeId, type StandInSession } from '../../infra/src/local/stripe/checkout-session';
import { signWebhook } from '../../infra/src/local/stripe/webhook-delivery';
import type { ApiResponse } from './api-client';
import type { TestStack } from './test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** A fresh stand-in Payment Link address on this stack, for a template created by a test. */
export const freshPaymentLink = (stack: TestStack): string =>
  `${stack.url}${LOCAL_PAYMENT_LINK_PATH}${stripeId('plink_test_', 10)}`;

/** The address the cart's 'Acquista' opens: the Payment Link with the contract and the payer's PEC. */
export const checkoutUrlOf = (stripeUrl: string, contractId: string, pec?: string): URL => {
  const url = new URL(stripeUrl);
  url.searchParams.set('client_reference_id', contractId);
  if (pec) url.searchParams.set('prefilled_email', pec);
  return url;
};

export interface StandInPayment {
  status: number;
  /** The success URL the stand-in redirects to (`<APP_URL>/user/nuovo-contratto/carrello?session_id=...`). */
  location: string | null;
  sessionId: string | null;
}

export interface StandInOptions {
  pec?: string;
  /** Overrides the contract id the payment refers to (`client_reference_id`). */
  clientReferenceId?: string;
  /** Test-only parameters of the stand-in: `amount_total`, `currency`, `payment_status`, `deliver_webhook`. */
  params?: Record<string, string>;
}

/**
 * Pays a contract on the local Stripe stand-in as the checkout page's 'Paga' button does, without a browser: a
 * POST to the template's Payment Link (read from the contract as the holder of `token` sees it) with the
 * contract as `client_reference_id`. Answers the stand-in's redirect and the session id it carries.
 */
export const payThroughStandIn = async (
  stack: TestStack,
  token: string,
  contractId: string,
  options: StandInOptions = {},
): Promise<StandInPayment> => {
  const contract = await stack.api.get(`/api/contract/${contractId}`, { token });
  const stripeUrl = contract.body?.data?.templateId?.stripe_url as string | undefined;
  if (contract.status !== 200 || !stripeUrl)
    throw new Error(`contract ${contractId}: ${contract.status} ${JSON.stringify(contract.body)}`);
  const url = checkoutUrlOf(stripeUrl, options.clientReferenceId ?? contractId, options.pec);
  const response = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(options.params ?? {}).toString(),
  });
  await response.arrayBuffer();
  const location = response.headers.get('location');
  return {
    status: response.status,
    location,
    sessionId: location ? new URL(location).searchParams.get('session_id') : null,
  };
};

/** POST /payment as the cart sends it after Stripe's redirect. */
export const postPayment = (
  stack: TestStack,
  token: string,
  contractId: string,
  sessionId: string,
  price = 1,
): Promise<ApiResponse<Json>> =>
  stack.api.post('/api/payment', { transactionId: sessionId, contractId, price }, { token });

/** The stand-in's session, through the official client as the app reads it. */
export const standInSession = async (stack: TestStack, sessionId: string): Promise<StandInSession> =>
  (await (
    await stack.infrastructure.stripe()
  ).checkout.sessions.retrieve(sessionId)) as unknown as StandInSession;

/** A `checkout.session.completed` delivery of a session, signed with the local webhook secret (or `secret`). */
export const signedCompletedEvent = async (stack: TestStack, sessionId: string, secret?: string) => {
  const session = await standInSession(stack, sessionId);
  const now = new Date();
  const stripe = await stack.infrastructure.stripe();
  const { stripeWebhookSecret } = await stack.infrastructure.secrets.get();
  return signWebhook(stripe, secret ?? stripeWebhookSecret, completedEvent(session, now), now);
};

/** POST /stripe/webhook with a body and a `Stripe-Signature` (none when undefined). */
export const postWebhook = (
  stack: TestStack,
  body: string,
  signature: string | undefined,
): Promise<ApiResponse<Json>> =>
  stack.api.post('/api/stripe/webhook', undefined, {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });

/** Every item of the payments table: payments and their `session#` and `contract#` markers. */
export const paymentItems = async (stack: TestStack): Promise<Record<string, Json>[]> => {
  const items: Record<string, Json>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await stack.infrastructure.dynamo.send(
      new ScanCommand({ TableName: stack.config.tables.payments, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
};

/** The keys of the documents bucket under a contract's folder. */
export const documentKeysOf = async (stack: TestStack, contractId: string): Promise<string[]> => {
  const s3 = createS3Client(stack.config.region, stack.config.local?.s3);
  const listed = await s3.send(
    new ListObjectsV2Command({ Bucket: stack.config.buckets.documents, Prefix: `documents/${contractId}/` }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
};
