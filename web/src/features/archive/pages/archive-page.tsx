import { Link, useSearchParams } from 'react-router-dom';
import { ListFilters } from '../../../components/category-filter/list-filters';
import { PageHeader } from '../../../components/ui/card';
import { PagedList } from '../../../components/ui/paged-list';
import { Table } from '../../../components/ui/table';
import { useListParams } from '../../../lib/use-list-params';
import { mayBuy, useMembership } from '../../../lib/studio-membership';
import { useSession } from '../../../lib/session';
import { searchedName, useArchive } from '../api/archive-api';
import { emptyText, hrefOf, TEXTS, VIEWS, viewOf } from '../components/archive-views';
import { columnsOf } from '../components/archive-columns';
import { DraftsTable } from '../components/drafts-table';
import { ScopeFilter, useScopeFilter } from '../components/scope-filter';
import { UpdatesFilter, useUpdatesFilter } from '../components/updates-filter';
import '../components/archive.css';

export const ArchivePage = () => {
  const [params, setParams] = useListParams();
  const [search] = useSearchParams();
  const view = viewOf(search.get('vista'));
  const [onlyUpdates, setOnlyUpdates] = useUpdatesFilter();
  const membership = useMembership();
  const [scope, setScope] = useScopeFilter();
  const archive = useArchive(params, view, onlyUpdates, membership ? scope : 'all');
  const viewer = {
    userId: useSession().user?.id,
    role: membership?.role ?? null,
    downloads: mayBuy(membership),
  };
  const searched = searchedName(params.name) !== undefined || params.categoryId !== '';
  return (
    <>
      <PageHeader
        title="Archivio"
        subtitle="I documenti che hai completato: quelli acquistati sono sempre disponibili per il download."
      />
      <nav className="archive__views" aria-label="Viste dell'archivio">
        {VIEWS.map((item) => (
          <Link
            key={item.view}
            to={hrefOf(item.view, onlyUpdates)}
            className={item.view === view ? 'archive__view archive__view--current' : 'archive__view'}
            aria-current={item.view === view ? 'page' : undefined}
          >
            {item.label}
          </Link>
        ))}
      </nav>
      <div className="archive__filters">
        <ListFilters params={params} onChange={setParams} documents />
        {membership && <ScopeFilter scope={scope} onChange={setScope} />}
        <UpdatesFilter only={onlyUpdates} onChange={setOnlyUpdates} />
      </div>
      <PagedList list={archive} loading="Caricamento dell'archivio..." onPage={(page) => setParams({ page })}>
        {(rows) =>
          view === 'bozze' ? (
            <DraftsTable
              drafts={rows}
              viewer={viewer}
              filtered={searched || onlyUpdates}
              onChange={() => void archive.mutate()}
            />
          ) : (
            <Table
              caption={TEXTS[view].caption}
              variant="userTable"
              columns={columnsOf(view, viewer)}
              rows={rows}
              empty={emptyText(view, searched, onlyUpdates)}
            />
          )
        }
      </PagedList>
    </>
  );
};
