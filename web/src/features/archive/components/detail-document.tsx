import type { SWRResponse } from 'swr';
import { DocxView } from '../../../components/document-view/docx-view';
import { Card } from '../../../components/ui/card';
import type { DownloadedFile } from '../../../lib/api-client';
import { usePreviewFile, usePurchasedFile } from '../../../lib/contract-files';

/** What the detail shows and downloads: the purchased document, the free preview, or nothing. */
export type DetailDocumentKind = 'purchased' | 'preview' | null;

/** The detail's .docx, fetched once for its view and its download button. */
export const useDetailDocument = (contractId: string | null, kind: DetailDocumentKind) => {
  const purchased = usePurchasedFile(kind === 'purchased' ? contractId : null);
  const preview = usePreviewFile(kind === 'preview' ? contractId : null);
  return kind === 'purchased' ? purchased : preview;
};

const titles = { purchased: 'Il documento', preview: 'Anteprima gratuita' } as const;

/** The detail's document shown in the page, under a heading that says which one it is. */
export const DetailDocument = ({
  kind,
  file,
}: {
  kind: Exclude<DetailDocumentKind, null>;
  file: SWRResponse<DownloadedFile>;
}) => (
  <Card title={titles[kind]}>
    <DocxView file={file.data?.blob} error={file.error} />
  </Card>
);
