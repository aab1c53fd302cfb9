import { useCallback } from 'react';
import type { TemplateFileKind } from '@redigo/shared/domain/template';
import { PreparedFileButton } from '../../../../components/contract-download/prepared-file-button';
import { fetchCompare } from '../../api/template-versions-api';

const KIND_WORDS: Record<TemplateFileKind, string> = { master: 'master', preview: 'anteprima' };
const OF_KIND: Record<TemplateFileKind, string> = { master: 'del master', preview: 'dell’anteprima' };

/** One compare download: the document of version `to` with its changes from version `from` as revisions. */
const CompareButton = ({
  templateId,
  templateName,
  from,
  to,
  kind,
}: {
  templateId: string;
  templateName: string;
  from: number;
  to: number;
  kind: TemplateFileKind;
}) => {
  const fetchFile = useCallback(() => fetchCompare(templateId, from, to, kind), [templateId, from, to, kind]);
  return (
    <PreparedFileButton
      fetchFile={fetchFile}
      label={`Scarica il confronto ${OF_KIND[kind]}`}
      preparingLabel={`Confronto ${OF_KIND[kind]} in preparazione`}
      lateMessage="Il confronto non è ancora pronto: riprova tra qualche minuto."
      fallbackName={`${templateName} - ${KIND_WORDS[kind]} ${from}-${to}.docx`}
      savedMessage="Download avviato: trovi il confronto tra i file scaricati."
      variant="outline"
      size="sm"
    />
  );
};

/**
 * The staff's compare of a version with the one before it (docs/api.md, GET /template/{id}/compare): the master and
 * the preview of version `to`, tags as written, with what changed since version `from` as Word revisions.
 */
export const CompareDownloads = (props: {
  templateId: string;
  templateName: string;
  from: number;
  to: number;
}) => (
  <div className="history__compare" role="group" aria-label={`Confronto con la versione ${props.from}`}>
    <span className="history__compare-label" aria-hidden="true">
      Confronto con la versione {props.from} (Word con revisioni):
    </span>
    <CompareButton {...props} kind="master" />
    <CompareButton {...props} kind="preview" />
  </div>
);
