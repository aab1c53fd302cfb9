import { useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { NoticeDialog } from '../ui/notice-dialog';
import { useToast } from '../ui/toast';
import type { DownloadedFile } from '../../lib/api-client';
import { errorMessageOf } from '../../lib/api-error';
import { downloadContract } from './download-contract';

/** How long the notice that the download starts soon stays at least, unless closed. */
export const DOWNLOAD_NOTICE_MS = 4000;

export const DOWNLOAD_NOTICE = 'Il download del documento inizierà a breve...';

interface DownloadButtonProps {
  contract: Pick<Contract, 'id' | 'name' | 'title'>;
  /** The document, when the page already fetched it: saved as it is, not downloaded again. */
  file?: DownloadedFile;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}

/**
 * Downloads a purchased document at once. The spec's notice that the download starts soon shows meanwhile as a
 * non-modal dialog, for at least DOWNLOAD_NOTICE_MS or until closed; then a toast tells the outcome.
 */
export const DownloadButton = ({
  contract,
  file,
  variant = 'secondary',
  size = 'sm',
  children,
}: DownloadButtonProps) => {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState(false);
  const endNotice = useRef<() => void>(() => undefined);

  const download = async () => {
    setBusy(true);
    setNotice(true);
    const noticeOver = new Promise<void>((resolve) => {
      const timer = window.setTimeout(resolve, DOWNLOAD_NOTICE_MS);
      endNotice.current = () => {
        window.clearTimeout(timer);
        resolve();
      };
    });
    const failure = await downloadContract(contract, file).then(
      () => null,
      (error: unknown) => errorMessageOf(error),
    );
    setBusy(false);
    await noticeOver;
    setNotice(false);
    if (failure === null) toast.success('Download avviato: trovi il documento tra i file scaricati.');
    else toast.error(failure);
  };

  const close = () => {
    setNotice(false);
    endNotice.current();
  };
  return (
    <>
      <Button variant={variant} size={size} loading={busy} disabled={notice} onClick={() => void download()}>
        {children}
      </Button>
      {notice &&
        createPortal(
          <NoticeDialog title={DOWNLOAD_NOTICE} closeLabel="Chiudi" placement="floating" onClose={close} />,
          document.body,
        )}
    </>
  );
};
