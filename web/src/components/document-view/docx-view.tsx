import { useRef } from 'react';
import { Loader } from '../ui/feedback';
import { NotificationCard } from '../ui/notification-card';
import { useDocxRender } from './use-docx-render';
import './docx-view.css';

const LABEL = 'Anteprima del documento';
const LOADING = "Caricamento dell'anteprima…"; // docs/product-spec.md, Document view: word for word
const FAILED =
  'Non è stato possibile mostrare il documento nella pagina. Puoi comunque scaricarlo e aprirlo con Word.';

interface DocxViewProps {
  /** The .docx to show; undefined while it is being fetched. */
  file: Blob | ArrayBuffer | undefined;
  /** The fetch's error, if it failed: the view then says so instead of waiting. */
  error?: unknown;
}

/**
 * A .docx shown in the page, as Word lays out its pages, in a named region that scrolls inside its own box
 * (with the keyboard too). On a narrow screen the pages drop their paper width and flow to the box's width.
 */
export const DocxView = ({ file, error }: DocxViewProps) => {
  const pages = useRef<HTMLDivElement>(null);
  const rendered = useDocxRender(pages, file);
  const state = error ? 'failed' : rendered;

  return (
    <section className="docx-view" aria-label={LABEL} aria-busy={state === 'loading'} tabIndex={0}>
      {state === 'loading' && <Loader label={LOADING} />}
      {state === 'failed' && <NotificationCard variant="error">{FAILED}</NotificationCard>}
      <div ref={pages} className="docx-view__pages" hidden={state !== 'ready'} />
    </section>
  );
};
