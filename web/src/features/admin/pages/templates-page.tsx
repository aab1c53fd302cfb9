import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { formatDateTime } from '@redigo/shared/dates';
import { adminMessages } from '@redigo/shared/messages/admin';
import { CategoryChips } from '../../../components/category-filter/category-chips';
import { Badge } from '../../../components/ui/badge';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Pagination } from '../../../components/ui/pagination';
import { SearchBar } from '../../../components/ui/search-bar';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { deleteTemplate, useTemplatesPage } from '../api/templates-api';
import type { SavedTemplateState } from '../components/master-form/use-master-save';
import { MessageList } from '../components/message-list';
import { TemplateRowActions } from '../components/template-row-actions';
import '../components/admin.css';

interface Refusal {
  name: string;
  errors: string[];
}

/** TEMPLATES_CREATED: every template, searchable by name and category, with its actions. */
export const TemplatesPage = () => {
  const toast = useToast();
  const savedWarnings = (useLocation().state as SavedTemplateState | null)?.savedWarnings ?? [];
  const [params, setParams] = useListParams();
  const { data, error, isLoading } = useTemplatesPage(params);
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
      key: 'editor',
      header: 'Editor',
      nowrap: true,
      render: (t) => (t.userId ? `${t.userId.name} ${t.userId.surname}` : '—'),
    },
    {
      key: 'createdAt',
      header: 'Data e ora di creazione',
      nowrap: true,
      render: (t) => formatDateTime(t.createdAt),
    },
    {
      key: 'actions',
      header: 'Azioni',
      align: 'end',
      nowrap: true,
      render: (t) => (
        <div className="template-actions">
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
        </div>
      ),
    },
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
        <SearchBar label="Cerca per nome" value={params.name} onSearch={(name) => setParams({ name })} />
        <CategoryChips value={params.categoryId} onChange={(categoryId) => setParams({ categoryId })} />
      </div>
      {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {isLoading && !data && <Loader label="Caricamento dei master..." />}
      {data && (
        <Table
          caption="Master inseriti"
          variant="template"
          columns={columns}
          rows={data.results}
          rowKey={(t) => t.id}
          empty={adminMessages.noTemplates}
        />
      )}
      {data && (
        <Pagination page={data.page} totalPages={data.totalPages} onChange={(page) => setParams({ page })} />
      )}
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
