/** The CloudWatch namespace of the business metrics; the alarms and the dashboard read it. */
export const METRICS_NAMESPACE = 'Redigo';

/** The `service` dimension of every business metric (the `stage` dimension is the stage's name). */
export const METRICS_SERVICE = 'redigo';

/** The business events the stage counts (CloudWatch namespace `Redigo`), alarmed on and charted. */
export const BUSINESS_METRICS = [
  'DocumentsPreviewed',
  'DocumentsSold',
  'InvoicesIssued',
  'InvoicesNotSent',
  'InvoicesNotIssued',
  'PaymentsRefused',
  'UploadsRefused',
  'LoginLimitsHit',
  /** A purchased document's PDF/A made, checked and stored. */
  'PdfsMade',
  /** A conversion or its check failed; the queue tries again. */
  'PdfAttemptsFailed',
  /** The last attempt failed: the job is in the dead-letter queue (locally, `pdf-queue/failed`). */
  'PdfsNotMade',
  /**
   * A document's PDF refused for good: its .docx past the bounds of a conversion (never sent to LibreOffice), or its
   * conversion out of time on every attempt; the download answers 413 and the .docx stays downloadable.
   */
  'PdfsRefused',
  /** A PDF job could not be queued after a purchase (the next download request queues it). */
  'PdfJobsNotQueued',
  /** A buyer told of a new version of a template they bought (one mail per lawyer and version). */
  'UpdateMailsSent',
  /** The buyers' mail of a published version could not be queued (an operator queues it again). */
  'UpdateMailJobsNotQueued',
  /** A redline (or a staff's compare of two versions) made and stored. */
  'RedlinesMade',
  /** A redline not made for good: its inputs past the bounds, unreadable, or every attempt failed. */
  'RedlinesRefused',
  /** A redline's attempt failed; the queue tries again. */
  'RedlineAttemptsFailed',
  /** A free update claimed: a contract paid at 0 € (docs/api.md, "Template versions and updates"). */
  'UpdatesClaimed',
] as const;
export type BusinessMetric = (typeof BUSINESS_METRICS)[number];

/** Counts business events; what an invocation counted is published when it ends. */
export interface Metrics {
  count(metric: BusinessMetric, value?: number): void;
  /** Writes what was counted since the last call (CloudWatch embedded metric format on stdout). */
  publish(): void;
}
