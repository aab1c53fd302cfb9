import { useState } from 'react';
import type { Template } from '@redigo/shared/domain/template';
import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { adminMessages } from '@redigo/shared/messages/admin';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { setTemplateStatus } from '../api/templates-api';
import { isReleaseNotesRefusal, publishingNeedsNotes } from './release-notes/release-notes-form';

/**
 * A template's status change from the list: suspending, publishing the version published already or the first, at
 * once; publishing a version after the first, once its release notes are written (`asking`: the dialog is open; the
 * server's refusal of the notes goes back to it, field by field). `onResult` gets the check's errors when the server
 * refused to publish (422), else none.
 */
export const usePublication = (
  template: Template,
  onResult: (template: Template, errors: string[]) => void,
) => {
  const toast = useToast();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const refused = (error: unknown, loading?: number) => {
    toast.error(errorMessageOf(error), loading);
    setAsking(false);
    onResult(template, error instanceof ApiError ? (error.errors ?? []) : []);
  };

  /** Suspends, or publishes what needs no notes; asks for them when the server says it needs them after all. */
  const toggle = async () => {
    const suspending = template.status === 'PUBLISHED';
    if (!suspending && publishingNeedsNotes(template)) return setAsking(true);
    setBusy(true);
    const loading = toast.loading(adminMessages.templateStatusLoading);
    try {
      await setTemplateStatus(template.id, suspending ? 'SUSPENDED' : 'PUBLISHED');
      toast.success(adminMessages.templateStatusDone, loading);
      onResult(template, []);
    } catch (error) {
      if (isReleaseNotesRefusal(error)) {
        toast.error(errorMessageOf(error), loading);
        setAsking(true);
      } else refused(error, loading);
    } finally {
      setBusy(false);
    }
  };

  /** The dialog's publication: a refusal of the notes is thrown back to it, any other failure closes it. */
  const publishWith = async (notes: ReleaseNotes) => {
    try {
      await setTemplateStatus(template.id, 'PUBLISHED', notes);
    } catch (error) {
      if (isReleaseNotesRefusal(error)) throw error;
      return refused(error);
    }
    setAsking(false);
    toast.success(adminMessages.templateStatusDone);
    onResult(template, []);
  };

  return { asking, busy, toggle, publishWith, cancel: () => setAsking(false) };
};
