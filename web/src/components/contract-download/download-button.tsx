import { useState, type ReactNode } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { useToast } from '../ui/toast';
import { errorMessageOf } from '../../lib/api-error';
import { downloadContract } from './download-contract';

interface DownloadButtonProps {
  contract: Pick<Contract, 'id' | 'title'>;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/** Downloads a purchased document, with the spec's notice that the download starts soon; a failure shows as a toast. */
export const DownloadButton = ({
  contract,
  variant = 'secondary',
  size = 'sm',
  children,
}: DownloadButtonProps) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const notice = toast.loading('Il download del documento inizierà a breve...');
    try {
      await downloadContract(contract);
      toast.success('Download avviato: trovi il documento tra i file scaricati.', notice);
    } catch (error) {
      toast.error(errorMessageOf(error), notice);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size={size} loading={busy} onClick={() => void download()}>
      {children}
    </Button>
  );
};
