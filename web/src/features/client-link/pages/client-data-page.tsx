import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { getHref, paths } from '@redigo/shared/paths';
import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { DraftAnswers } from '../components/draft-answers';
import { LinkPanels } from '../components/link-panels';
import { ResumeDraft } from '../components/resume-draft';
import { useDraft } from '../api/client-link-api';
import '../components/client-link.css';

/**
 * A draft's «Chiedi i dati al cliente» (docs/api.md, "The client's data by link"): the request, the link's status
 * and history with «Ritira il link», «Dati dal cliente» to review once the client has sent, and the draft's
 * answers with those taken from the client marked.
 */
export const ClientDataPage = () => {
  const [search] = useSearchParams();
  const id = search.get('id');
  const { data: contract, error, mutate } = useDraft(id);
  if (!id) return <Navigate to={paths.historical} replace />;
  const back = (
    <Link to={getHref('historical', { vista: 'bozze' })} className="client-data__back">
      ← Torna alle bozze
    </Link>
  );
  if (error)
    return (
      <>
        {back}
        <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
      </>
    );
  if (!contract) return <Loader label="Caricamento della bozza..." />;
  const draft = contract.status === 'TO_COMPLETE' && !contract.paymentId;
  return (
    <>
      {back}
      <PageHeader
        title="Chiedi i dati al cliente"
        subtitle={contract.name || contract.title}
        actions={draft && <ResumeDraft contract={contract} />}
      />
      <div className="stack">
        {draft ? (
          <LinkPanels contract={contract} onDraftChanged={() => void mutate()} />
        ) : (
          <NotificationCard variant="info">
            Il documento è già concluso: i dati al cliente si chiedono solo per una bozza.
          </NotificationCard>
        )}
        <DraftAnswers answers={contract.detailed_answers ?? []} />
      </div>
    </>
  );
};
