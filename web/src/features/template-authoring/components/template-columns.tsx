import type { Template } from '@redigo/shared/domain/template';
import { formatDateTime } from '@redigo/shared/dates';
import { Badge } from '../../../components/ui/badge';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { TemplateRowActions } from './template-row-actions';
import { TemplateVersionCell } from './template-version-cell';

interface TemplateColumnsOptions {
  onDelete: (template: Template) => void;
  /** After each status change: the check's errors when publishing was refused, else none. */
  onStatusResult: (template: Template, errors: string[]) => void;
}

/** The columns of «Master inseriti»: title, version, editor, creation, then the status and the row's actions. */
export const templateColumns = ({
  onDelete,
  onStatusResult,
}: TemplateColumnsOptions): TableColumn<Template>[] => [
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
        <TemplateRowActions template={t} onDelete={onDelete} onStatusResult={onStatusResult} />
      </>
    ),
    { className: 'template-actions' },
  ),
];
