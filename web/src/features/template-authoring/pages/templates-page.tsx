import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { formatDateTime } from '@redigo/shared/dates';
import { adminMessages } from '@redigo/shared/messages/admin';
import { ListFilters } from '../../../components/category-filter/list-filters';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { deleteTemplate, useTemplatesPage } from '../api/templates-api';
import type { SavedTemplateState } from '../components/master-form/use-master-save';
import { MessageList } from '../components/message-list';
import { TemplateRowActions } from '../components/template-row-actions';
import { TemplateVersionCell } from '../components/template-version-cell';
import '../../../components/ui/staff.css';
import '../components/authoring.css';

interface Refusal {
  name: string;
  errors: string[];
}

/** TEMPLATES_CREATED: every template, searchable by name and category, with its actions. */
export const TemplatesPage = () => {
  const toast = useToast();
  const savedWarnings = (useLocation().state as SavedTemplateState | null)?.savedWarnings ?? [];
  const [params, setParams] = useListParams();
  const templates = useTemplatesPage(params);
  const [deleting, setDeleting] = useState<Template | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [removing, setRemoving] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await deleteTemplate(deleting.id);
      toast.success(adminMessages.templateDeleted);
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
    setRemoving(false);
    setDeleting(null);
  };

  const columns: TableColumn<Template>[] = [
    {
      key: 'name',
      header: 'Titolo',
      render: (t) => t.name,
    },
    {
      key: 'version',
      header: 'Versione',
      render: (t) => <TemplateVersionCell template={t} />,
    },
    {
      // The editor's name may take two lines, so that the row keeps its actions on one with «Versione» beside.
      key: 'editor',
      header: 'Editor',
      render: (t) => (t.userId ? `${t.userId.name} ${t.userId.surname}` : '—'),
    },
    {
      key: 'createdAt',
      header: 'Data e ora di creazione',
      nowrap: true,
      render: (t) => formatDateTime(t.createdAt),
    },
    actionsColumn(
      (t) => (
        <>
          <Badge tone={t.status === 'PUBLISHED' ? 'success' : 'neutral'}>
            {t.status === 'PUBLISHED' ? 'Pubblicato' : t.published_once === false ? 'Bozza' : 'Sospeso'}
          </Badge>
          <TemplateRowActions
            template={t}
            onDelete={setDeleting}
            onStatusResult={(template, errors) =>
              setRefusal(errors.length > 0 ? { name: template.name, errors } : null)
            }
          />
        </>
      ),
      { className: 'template-actions' },
    ),
  ];

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
        list={templates}
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
        loading={removing}
        onConfirm={() => void confirmDelete()}
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
