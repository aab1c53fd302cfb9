import { Link, Navigate } from 'react-router-dom';
import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { UpdateCard } from '../components/update-card';
import { DetailDocument } from '../components/detail-document';
import { DetailAnswers } from '../components/detail-answers';
import { DetailOverview } from '../components/detail-overview';
import { RenameDocument } from '../components/rename-document';
import { useDocumentDetail, type DocumentDetailVariant } from './use-document-detail';
import '../components/archive.css';

interface DocumentDetailPageProps {
  /** admin: reached from the generated documents (USERS_CONTRACTS), shows whose document it is. */
  variant?: DocumentDetailVariant;
}

export const DocumentDetailPage = ({ variant = 'user' }: DocumentDetailPageProps) => {
  const detail = useDocumentDetail(variant);
  const { contract, error, banner, documentKind, file } = detail;

  if (!detail.id) return <Navigate to={detail.backTo} replace />;
  const back = (
    <Link to={detail.backHref} className="detail__back">
      {detail.backLabel}
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
          variant === 'user' && <RenameDocument contract={contract} onRenamed={detail.refetchRenamed} />
        }
      />
      <div className="stack">
        <DetailOverview
          variant={variant}
          contract={contract}
          payment={detail.payment}
          userId={detail.userId}
          membership={detail.membership}
          own={detail.own}
          downloads={detail.downloads}
          documentKind={documentKind}
          file={file.data}
          onVisibilityChanged={() => void detail.mutate()}
        />
        {variant === 'user' && contract.update && <UpdateCard contract={contract} update={contract.update} />}
        {documentKind && <DetailDocument kind={documentKind} file={file} />}
        <DetailAnswers answers={contract.detailed_answers ?? []} />
      </div>
    </>
  );
};
