import { useState } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { renameContractBodySchema } from '@redigo/shared/schemas/contracts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton, useSubmitError } from '../../../components/ui/schema-form';
import { useToast } from '../../../components/ui/toast';
import { renameDocument } from '../api/archive-api';

interface RenameDocumentProps {
  contract: Pick<Contract, 'id' | 'name' | 'title'>;
  /** Told the new name once the server has it. */
  onRenamed: () => void;
}

/**
 * «Rinomina»: the lawyer names the document (bought or not), so that two of the same template look apart in the
 * archive and the download carries the name; an empty name goes back to the title and the first party.
 */
export const RenameDocument = ({ contract, onRenamed }: RenameDocumentProps) => {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { error, catching } = useSubmitError();
  if (!open)
    return (
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        Rinomina
      </Button>
    );
  const submit = catching(async ({ name }: { name: string }) => {
    await renameDocument(contract.id, name.trim());
    toast.success('Nome del documento aggiornato');
    setOpen(false);
    onRenamed();
  });
  return (
    <SchemaForm
      initialValues={{ name: contract.name }}
      schema={renameContractBodySchema}
      onSubmit={submit}
      className="rename-document"
    >
      <TextField
        name="name"
        label="Nome del documento"
        hint="Lascia vuoto per tornare al nome proposto: il titolo e la prima parte."
        maxLength={200}
        autoFocus
      />
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <div className="rename-document__actions">
        <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
          Annulla
        </Button>
        <SubmitButton size="sm">Salva il nome</SubmitButton>
      </div>
    </SchemaForm>
  );
};
