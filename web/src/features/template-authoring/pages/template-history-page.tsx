import { Link, Navigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { paths } from '@redigo/shared/paths';
import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { fetchTemplate } from '../api/templates-api';
import { olderContracts, useTemplateVersions } from '../api/template-versions-api';
import { CompareDownloads } from '../components/history/compare-downloads';
import { VersionEntry } from '../components/history/version-entry';
import '../components/history/history.css';

const summaryOf = (published: number | null, older: { contracts: number; paid: number }): string => {
  if (published === null) return 'Il master non è mai stato pubblicato.';
  const contracts = older.contracts === 1 ? '1 contratto' : `${older.contracts} contratti`;
  const paid = older.paid === 1 ? '1 acquistato' : `${older.paid} acquistati`;
  return `Gli avvocati ricevono la versione ${published}. Sulle versioni precedenti: ${contracts}, di cui ${paid}.`;
};

/**
 * TEMPLATE_HISTORY («Cronologia»): a template's versions, newest first (docs/api.md, GET /template/{id}/versions),
 * each with its release notes, the contracts pinned to it and the downloads of its master and preview compared with
 * the version before (tracked changes).
 */
export const TemplateHistoryPage = () => {
  const [search] = useSearchParams();
  const id = search.get('id');
  const template = useSWR(id ? ['GET /template/{id}', id] : null, () => fetchTemplate(id as string));
  const versions = useTemplateVersions(id);
  if (!id) return <Navigate to={paths.templatesCreated} replace />;
  const back = (
    <Link to={paths.templatesCreated} className="history__back">
      ← Torna ai master inseriti
    </Link>
  );
  const error = template.error ?? versions.error;
  if (error)
    return (
      <>
        {back}
        <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
      </>
    );
  if (!template.data || !versions.data) return <Loader label="Caricamento della cronologia..." />;

  const published = template.data.published_version;
  const list = versions.data;
  return (
    <>
      {back}
      <PageHeader
        title={`Cronologia di «${template.data.name}»`}
        subtitle={summaryOf(published, olderContracts(list, published))}
      />
      <ol className="history">
        {list.map((entry, index) => {
          const before = list[index + 1];
          return (
            <li key={entry.version}>
              <VersionEntry
                entry={entry}
                published={published}
                compare={
                  before && (
                    <CompareDownloads
                      templateId={id}
                      templateName={template.data?.name ?? ''}
                      from={before.version}
                      to={entry.version}
                    />
                  )
                }
              />
            </li>
          );
        })}
      </ol>
    </>
  );
};
