import { useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import { Button } from '../ui/button';
import { useToast } from '../ui/toast';
import { downloadInvoice } from './invoice-api';

/** The archive's «Fattura»: the PDF courtesy copy of a purchase's invoice (its id is the payment's). */
export const InvoicePdfButton = ({ paymentId }: { paymentId: string }) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadInvoice({ id: paymentId, number: null }, 'pdf');
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" loading={busy} onClick={() => void download()}>
      Fattura
    </Button>
  );
};
