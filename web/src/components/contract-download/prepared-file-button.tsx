import { useEffect, useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../ui/button';
import { useToast } from '../ui/toast';
import { saveFile } from '../../lib/save-file';
import type { PreparedFileAnswer } from './prepared-file';
import { usePreparedFile } from './use-prepared-file';
import './pdf-download.css';

export interface PreparedFileButtonProps {
  /** Asks the server for the file (keeps its identity while the same file is meant: a `useCallback`). */
  fetchFile: () => Promise<PreparedFileAnswer>;
  label: string;
  /** The button's text while the server makes the file. */
  preparingLabel: string;
  /** Said when the file is still not made after the polling gave up. */
  lateMessage: string;
  /** The file's name when the server gives none. */
  fallbackName: string;
  /** The toast once the file is saved. */
  savedMessage: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A download of a file the server makes once, asynchronously (the redline of an update, the compare of two versions
 * of a template): the first press asks for it; while the server makes it the button is busy and says so, asking
 * again with backoff, and the file is saved as soon as it is there; a later press saves it at once.
 */
export const PreparedFileButton = ({
  fetchFile,
  label,
  preparingLabel,
  lateMessage,
  fallbackName,
  savedMessage,
  variant = 'secondary',
  size = 'md',
}: PreparedFileButtonProps) => {
  const toast = useToast();
  const { prepared, start } = usePreparedFile(fetchFile, false, lateMessage);
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (!pressed) return;
    if (prepared.state === 'ready') {
      saveFile(prepared.file.blob, prepared.file.fileName ?? fallbackName);
      toast.success(savedMessage);
      setPressed(false);
    } else if (prepared.state === 'failed') {
      toast.error(prepared.message);
      setPressed(false);
    }
  }, [pressed, prepared, fallbackName, savedMessage, toast]);

  const busy = prepared.state === 'checking' || prepared.state === 'preparing';
  const press = () => {
    setPressed(true);
    if (prepared.state !== 'ready' && !busy) start();
  };
  return (
    <span className="pdf-download" aria-live="polite">
      <Button variant={variant} size={size} loading={busy} onClick={press} className="prepared-file__button">
        {prepared.state === 'preparing' ? preparingLabel : label}
      </Button>
    </span>
  );
};
