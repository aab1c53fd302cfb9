import type { Contract } from '@redigo/shared/domain/contract';
import type { Payment } from '@redigo/shared/domain/payment';
import { Card } from '../../../components/ui/card';
import type { DownloadedFile } from '../../../lib/api-client';
import type { Membership } from '../../../lib/studio-membership';
import { AskALawyer } from '../../../components/studio/ask-a-lawyer';
import { StudioMarks } from '../../../components/studio/studio-marks';
import { DownloadButton } from '../../../components/contract-download/download-button';
import { PdfDownloadButton } from '../../../components/contract-download/pdf-download-button';
import { InvoiceDownloads } from '../../../components/invoices/invoice-downloads';
import { BuyLater } from './buy-later';
import { DetailFacts } from './detail-facts';
import { RedlineButton } from './redline-button';
import { UpdateOrigin } from './update-origin';
import { VisibilitySwitch } from './visibility-switch';
import type { DetailDocumentKind } from './detail-document';
import { NewFromThis } from './new-from-this';

interface DetailOverviewProps {
  /** The lawyer's own view, or the staff's (it shows whose the document is). */
  variant: 'user' | 'admin';
  contract: Contract;
  payment: Payment | undefined;
  userId: string | undefined;
  membership: Membership | null;
  /** Whether the document is the viewer's own (its visibility in the studio is theirs to set). */
  own: boolean;
  /** Whether the viewer downloads the bought document (a studio's collaboratore does not). */
  downloads: boolean;
  documentKind: DetailDocumentKind;
  file: DownloadedFile | undefined;
  onVisibilityChanged: () => void;
}

/** A document's card: its marks and facts, its downloads, a new document from it, and its purchase if not bought. */
export const DetailOverview = (props: DetailOverviewProps) => {
  const { variant, contract, payment, userId, membership, own, downloads, documentKind, file } = props;
  return (
    <Card>
      {variant === 'user' && <StudioMarks contract={contract} userId={userId} />}
      {variant === 'user' && membership && contract.visibility && own && (
        <VisibilitySwitch
          contractId={contract.id}
          visibility={contract.visibility}
          onChanged={props.onVisibilityChanged}
        />
      )}
      {contract.updates && <UpdateOrigin updates={contract.updates} version={contract.template_version} />}
      <DetailFacts contract={contract} payment={payment} showOwner={variant === 'admin'} />
      {contract.paymentId && !downloads && <AskALawyer bought />}
      {(contract.paymentId || variant === 'user') && (
        <div className="detail__actions">
          {contract.paymentId && downloads && (
            <>
              <DownloadButton contract={contract} file={file} size="md">
                Scarica il documento DOCX
              </DownloadButton>
              <PdfDownloadButton contract={contract} size="md" eager />
              {contract.updates && <RedlineButton contract={contract} originalId={contract.updates.id} />}
            </>
          )}
          {variant === 'user' && <NewFromThis contract={contract} />}
        </div>
      )}
      {documentKind === 'preview' && <BuyLater contract={contract} preview={file} mayBuy={downloads} />}
      {downloads && <InvoiceDownloads invoice={payment?.invoice} />}
    </Card>
  );
};
