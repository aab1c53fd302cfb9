import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Template } from '@redigo/shared/domain/template';
import { adminMessages } from '@redigo/shared/messages/admin';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { deleteTemplate, useTemplatesPage } from '../api/templates-api';
import type { SavedTemplateState } from '../components/master-form/use-master-save';

/** A template whose publication was refused, and the check's errors. */
interface Refusal {
  name: string;
  errors: string[];
}

/**
 * The state of «Master inseriti»: the page of templates for the search, the warnings of a save just made, the
 * refusal of a publication, and the template to delete once confirmed.
 */
export const useTemplatesList = () => {
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
  const showStatusResult = (template: Template, errors: string[]) =>
    setRefusal(errors.length > 0 ? { name: template.name, errors } : null);

  return {
    savedWarnings,
    params,
    setParams,
    templates,
    deleting,
    setDeleting,
    refusal,
    showStatusResult,
    removing,
    confirmDelete,
  };
};
