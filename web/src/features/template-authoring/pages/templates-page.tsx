import { adminMessages } from '@redigo/shared/messages/admin';
import { ListFilters } from '../../../components/category-filter/list-filters';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { MessageList } from '../components/message-list';
import { templateColumns } from '../components/template-columns';
import { useTemplatesList } from './use-templates-list';
import '../../../components/ui/staff.css';
import '../components/authoring.css';

/** TEMPLATES_CREATED: every template, searchable by name and category, with its actions. */
export const TemplatesPage = () => {
  const list = useTemplatesList();
  const { savedWarnings, params, setParams, refusal, deleting, setDeleting } = list;
  const columns = templateColumns({ onDelete: setDeleting, onStatusResult: list.showStatusResult });

  return (
    <>
      <PageHeader title="Master inseriti" subtitle="I master di tutti gli editor, pubblicati e sospesi." />
      <div className="admin-notices stack">
        {savedWarnings.length > 0 && (
          <MessageList
            variant="info"
            title="Master salvato, con degli avvisi del controllo"
            messages={savedWarnings}
          />
        )}
        {refusal && (
          <MessageList
            variant="error"
            title={`«${refusal.name}» non può essere pubblicato`}
            messages={refusal.errors}
          />
        )}
      </div>
      <div className="admin-filters">
        <ListFilters params={params} onChange={setParams} />
      </div>
      <PagedTable
        list={list.templates}
        loading="Caricamento dei master..."
        onPage={(page) => setParams({ page })}
        caption="Master inseriti"
        variant="template"
        columns={columns}
        empty={adminMessages.noTemplates}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare il master?"
        confirmLabel="Elimina"
        loading={list.removing}
        onConfirm={() => void list.confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          «{deleting?.name}» non sarà più disponibile nel catalogo. I documenti già acquistati restano
          scaricabili.
        </p>
      </ConfirmDialog>
    </>
  );
};
