import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Card, PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { answerText } from '../../../lib/answer-text';
import { errorMessageOf } from '../../../lib/api-error';
import { useNow } from '../../../lib/use-now';
import { useSession } from '../../../lib/session';
import { mayBuy, useMembership } from '../../../lib/studio-membership';
import { contractPermissions } from '../../../lib/contract-permissions';
import { AskALawyer } from '../../../components/studio/ask-a-lawyer';
import { StudioMarks } from '../../../components/studio/studio-marks';
import { PAYMENT_RECHECK_MS, useContract, usePayment } from '../api/archive-api';
import { DownloadButton } from '../../../components/contract-download/download-button';
import { PdfDownloadButton } from '../../../components/contract-download/pdf-download-button';
import { InvoiceDownloads } from '../../../components/invoices/invoice-downloads';
import { BuyLater } from '../components/buy-later';
import { DetailFacts, paidAtOf } from '../components/detail-facts';
import { RedlineButton } from '../components/redline-button';
import { UpdateCard } from '../components/update-card';
import { UpdateOrigin } from '../components/update-origin';
import { VisibilitySwitch } from '../components/visibility-switch';
import { DetailDocument, useDetailDocument, type DetailDocumentKind } from '../components/detail-document';
import { NewFromThis } from '../components/new-from-this';
import { RenameDocument } from '../components/rename-document';
import { paymentBannerOf } from '../components/payment-banner';
import '../components/archive.css';

const variants = {
  user: {
    backTo: paths.historical,
    backLabel: "← Torna all'archivio",
    paidNote: "Il documento è tuo: puoi scaricarlo ora e ritrovarlo sempre nell'archivio.",
  },
  admin: {
    backTo: paths.usersContracts,
    backLabel: '← Torna ai documenti generati',
    paidNote: 'Il pagamento di questo documento è stato appena registrato.',
  },
} as const;

interface DocumentDetailPageProps {
  /** admin: reached from the generated documents (USERS_CONTRACTS), shows whose document it is. */
  variant?: keyof typeof variants;
}

export const DocumentDetailPage = ({ variant = 'user' }: DocumentDetailPageProps) => {
  const { backTo, backLabel, paidNote } = variants[variant];
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data: contract, error, mutate } = useContract(id);
  const { data: payment } = usePayment(contract?.paymentId?.id);
  const now = useNow(PAYMENT_RECHECK_MS);
  const userId = useSession().user?.id;
  const membership = useMembership();
  // A studio's collaboratore reads a bought document's answers, not the document (docs/api.md, The studio).
  const downloads = variant === 'admin' || mayBuy(membership);
  const documentKind: DetailDocumentKind = contract?.paymentId
    ? downloads
      ? 'purchased'
      : null
    : variant === 'user' && contract?.status === 'COMPLETED'
      ? 'preview'
      : null;
  const file = useDetailDocument(contract?.id ?? null, documentKind);
  const may = contract ? contractPermissions({ userId, role: membership?.role ?? null }, contract) : null;

  if (!id) return <Navigate to={backTo} replace />;
  // The lawyer's completed document not bought is listed in the archive's «Non acquistati», not with the bought ones.
  const unbought = variant === 'user' && contract?.status === 'COMPLETED' && !contract.paymentId;
  const back = (
    <Link to={unbought ? `${backTo}?vista=da-acquistare` : backTo} className="detail__back">
      {backLabel}
    </Link>
  );
  if (error) {
    return (
      <>
        {back}
        <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
      </>
    );
  }
  if (!contract) return <Loader label="Caricamento del documento..." />;

  const answers = contract.detailed_answers ?? [];
  const paidAt = paidAtOf(contract, payment);
  const banner = paymentBannerOf(contract, payment, paidAt, now, {
    title: 'Pagamento effettuato con successo',
    note: paidNote,
  });
  return (
    <>
      {back}
      {banner && (
        <NotificationCard variant="success" title={banner.title} className="detail__banner">
          {banner.note}
        </NotificationCard>
      )}
      <PageHeader
        title={contract.name || contract.title}
        subtitle={contract.name && contract.name !== contract.title ? contract.title : undefined}
        actions={
          variant === 'user' && (
            // The document fetched for the page carries the file name the server gave it: fetched again, renamed.
            <RenameDocument
              contract={contract}
              onRenamed={() => void Promise.all([mutate(), file.mutate()])}
            />
          )
        }
      />
      <div className="stack">
        <Card>
          {variant === 'user' && <StudioMarks contract={contract} userId={userId} />}
          {variant === 'user' && membership && contract.visibility && may?.own && (
            <VisibilitySwitch
              contractId={contract.id}
              visibility={contract.visibility}
              onChanged={() => void mutate()}
            />
          )}
          {contract.updates && (
            <UpdateOrigin updates={contract.updates} version={contract.template_version} />
          )}
          <DetailFacts contract={contract} payment={payment} showOwner={variant === 'admin'} />
          {contract.paymentId && !downloads && <AskALawyer bought />}
          {(contract.paymentId || variant === 'user') && (
            <div className="detail__actions">
              {contract.paymentId && downloads && (
                <>
                  <DownloadButton contract={contract} file={file.data} size="md">
                    Scarica il documento DOCX
                  </DownloadButton>
                  <PdfDownloadButton contract={contract} size="md" eager />
                  {contract.updates && <RedlineButton contract={contract} originalId={contract.updates.id} />}
                </>
              )}
              {variant === 'user' && <NewFromThis contract={contract} />}
            </div>
          )}
          {documentKind === 'preview' && (
            <BuyLater contract={contract} preview={file.data} mayBuy={downloads} />
          )}
          {downloads && <InvoiceDownloads invoice={payment?.invoice} />}
        </Card>
        {variant === 'user' && contract.update && <UpdateCard contract={contract} update={contract.update} />}
        {documentKind && <DetailDocument kind={documentKind} file={file} />}
        <Card title="Risposte date durante il questionario">
          <ol className="detail__answers">
            {answers.map((item) => (
              <li key={item.variable} className="detail__answer">
                <p className="detail__question">{item.question}</p>
                <p className="detail__given">{answerText(item.given_answer)}</p>
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
};
