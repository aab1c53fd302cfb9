import { CONTACT_KIND_LABELS, contactDisplayName, type Contact } from '@redigo/shared/domain/contact';
import { getHref } from '@redigo/shared/paths';
import { Badge } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';

/** The columns of the Rubrica: who, what kind, the code that identifies them, where; edit and delete. */
export const contactColumns = (onDelete: (contact: Contact) => void): TableColumn<Contact>[] => [
  {
    key: 'name',
    header: 'Nome',
    render: (c) => (
      <span className="contacts__who">
        <strong className="contacts__name">{contactDisplayName(c)}</strong>
        {c.shared && <Badge tone="info">Dello studio</Badge>}
      </span>
    ),
  },
  { key: 'kind', header: 'Tipo', nowrap: true, render: (c) => CONTACT_KIND_LABELS[c.kind] },
  {
    key: 'code',
    header: 'Codice fiscale o partita IVA',
    render: (c) => (c.kind === 'persona_fisica' ? c.codice_fiscale : `P. IVA ${c.partita_iva}`),
  },
  { key: 'place', header: 'Comune', render: (c) => `${c.comune} (${c.provincia})` },
  actionsColumn((c) => (
    <>
      <ButtonLink to={getHref('editContact', { id: c.id })} variant="outline" size="sm">
        Modifica<span className="visually-hidden"> {contactDisplayName(c)}</span>
      </ButtonLink>
      <Button variant="transparent" size="sm" onClick={() => onDelete(c)}>
        Elimina<span className="visually-hidden"> {contactDisplayName(c)}</span>
      </Button>
    </>
  )),
];
