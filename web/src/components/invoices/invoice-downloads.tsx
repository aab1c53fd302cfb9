import { useState } from 'react';
import { INVOICE_STATUS_LABELS, type InvoiceSummary } from '@redigo/shared/domain/invoice';
import { errorMessageOf } from '../../lib/api-error';
import { Button } from '../ui/button';
import { downloadInvoice } from './invoice-api';

/**
 * A purchase's invoice: its number and status, the PDF courtesy copy and the XML that the SdI received (the
 * invoice valid for tax purposes), or why there is none yet.
 */
export const InvoiceDownloads = ({ invoice }: { invoice: InvoiceSummary | null | undefined }) => {
  const [failure, setFailure] = useState<string | null>(null);
  if (!invoice) return null;
  if (!invoice.number)
    return (
      <p className="invoice-note">
        Fattura in attesa dei dati di fatturazione: compilali nel profilo e sarà emessa subito.
      </p>
    );
  const download = async (kind: 'pdf' | 'xml') => {
    setFailure(null);
    await downloadInvoice(invoice, kind).catch((error: unknown) => setFailure(errorMessageOf(error)));
  };
  return (
    <div className="invoice-note">
      <p>
        Fattura n. {invoice.number} · {INVOICE_STATUS_LABELS[invoice.status]}
      </p>
      <Button variant="outline" size="sm" onClick={() => void download('pdf')}>
        Scarica la fattura (PDF)
      </Button>
      <Button variant="outline" size="sm" onClick={() => void download('xml')}>
        Scarica XML
      </Button>
      <p className="invoice-note__hint">
        L’XML è la fattura elettronica trasmessa al Sistema di Interscambio, valida ai fini fiscali; il PDF ne
        è la copia di cortesia.
      </p>
      {failure && <p className="field__error">{failure}</p>}
    </div>
  );
};
