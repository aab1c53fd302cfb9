import { createPaymentInvoicing } from '../areas/invoices';
import { paymentRoutes, type PaymentDeps } from '../areas/payments';
import { stripeWebhookRoutes } from '../areas/stripe-webhook';
import { createLazyDocumentRenderer } from '../documents/lazy-renderer';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createContractReader } from '../infrastructure/dynamodb/contracts/contract-table';
import { createDynamoPaymentRepository } from '../infrastructure/dynamodb/payments/payment-table';
import { createDynamoUserReads } from '../infrastructure/dynamodb/users/user-reads';
import { createDynamoTemplateReleases } from '../infrastructure/dynamodb/templates/template-releases-reader';
import { createSqsPdfJobQueue } from '../infrastructure/sqs/sqs-pdf-job-queue';
import { createStripeCheckoutSessions } from '../infrastructure/stripe/stripe-checkout-sessions';
import { createStripeWebhookVerifier } from '../infrastructure/stripe/stripe-webhook-verifier';
import { createFirmDirectory } from './firm-directory';
import type { Infrastructure } from './infrastructure';
import { createStudioDirectory } from './studios';
import { awsAreaLambda, type OptionalAdapters } from './aws';
import { createInvoiceDeps } from './invoices';

/** The payments' ports from one environment's infrastructure; built once per process, so caches stay warm. */
export const createPaymentDeps = (infrastructure: Infrastructure): PaymentDeps => {
  const { dynamo, config } = infrastructure;
  const invoiceDeps = createInvoiceDeps(infrastructure);
  return {
    payments: createDynamoPaymentRepository(dynamo, {
      payments: config.tables.payments,
      contracts: config.tables.contracts,
      invoices: config.tables.invoices,
    }),
    contracts: createContractReader(dynamo, config.tables),
    sessions: createStripeCheckoutSessions(() => infrastructure.stripe()),
    studios: createStudioDirectory(infrastructure),
    masters: infrastructure.files.masters,
    documents: infrastructure.files.documents,
    renderer: createLazyDocumentRenderer({ maxMasters: 8 }),
    firms: createFirmDirectory(infrastructure),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
    logger: infrastructure.logger,
    metrics: infrastructure.metrics,
    pdfJobs: infrastructure.pdfJobs,
    invoicing: createPaymentInvoicing(invoiceDeps),
    invoices: invoiceDeps.invoices,
    payers: createDynamoUserReads(dynamo, config.tables.users),
    releases: createDynamoTemplateReleases(dynamo, config.tables.templates, infrastructure.clock),
  };
};

/** The payments area's Lambda: recording a payment back from Stripe, and reading one. */
export const paymentsArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'payments',
    infrastructure,
    paymentRoutes(infrastructure, createPaymentDeps(infrastructure)),
  );

/** The stripe-webhook area's Lambda: the payments' ports and Stripe's signature check. */
export const stripeWebhookArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter(
    'stripe-webhook',
    infrastructure,
    stripeWebhookRoutes(infrastructure, {
      ...createPaymentDeps(infrastructure),
      webhooks: createStripeWebhookVerifier(
        () => infrastructure.stripe(),
        infrastructure.secrets,
        infrastructure.clock,
      ),
    }),
  );

/**
 * What the payments' Lambdas add to the AWS infrastructure: Stripe, its library loaded with the first payment check
 * rather than when the Lambda starts, and the SQS queue of the purchased documents' PDFs.
 */
const paymentAdapters: OptionalAdapters = {
  stripe: async (secretKey) =>
    (await import('../infrastructure/stripe/stripe-client')).createStripeClient(secretKey),
  pdfJobQueue: createSqsPdfJobQueue,
};

/** The payments area's Lambda on AWS (functions/src/lambda/payments.ts). */
export const paymentsLambda = (): LambdaHttpHandler =>
  awsAreaLambda('payments', paymentsArea, paymentAdapters);

/** The stripe-webhook area's Lambda on AWS (functions/src/lambda/stripe-webhook.ts). */
export const stripeWebhookLambda = (): LambdaHttpHandler =>
  awsAreaLambda('stripe-webhook', stripeWebhookArea, paymentAdapters);
