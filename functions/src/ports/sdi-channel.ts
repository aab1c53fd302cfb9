import type { InvoiceStatus } from '@redigo/shared/domain/invoice';

/** An invoice file handed to the Sistema di Interscambio. */
export interface SdiSubmission {
  invoiceId: string;
  /** `IT<IdCodice>_<progressivo>.xml`, as the SdI asks. */
  fileName: string;
  /** Where the SdI delivers it: the buyer's codice destinatario, or their PEC. */
  to: string;
  xml: string;
}

/**
 * The SdI channel (port): locally an outbox that answers CONSEGNATA at once; on AWS the PEC transmission, whose
 * answer is INVIATA (the SdI's receipts arrive later by PEC). Throws when the file could not be handed over.
 */
export interface SdiChannel {
  send(submission: SdiSubmission): Promise<Extract<InvoiceStatus, 'INVIATA' | 'CONSEGNATA' | 'SCARTATA'>>;
}
