import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminMessages } from '@redigo/shared/messages/admin';
import { templateCheckMessages } from '@redigo/shared/messages/documents';
import { paths } from '@redigo/shared/paths';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { templateBodySchema, type TemplateBody } from '@redigo/shared/schemas/templates';
import type { Template } from '@redigo/shared/domain/template';
import type { ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { useToast } from '../../../../components/ui/toast';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import { fetchTemplate, saveTemplate } from '../../api/templates-api';
import { getPendingFiles } from '../../stores/draft-files-store';
import {
  clearDraft,
  draftFromTemplate,
  fieldsOf,
  getDraft,
  setDraft,
  updateDraft,
  type TemplateDraft,
} from '../../stores/template-draft-store';
import { messagesOf } from '../server-errors';
import { isReleaseNotesRefusal } from '../release-notes/release-notes-form';
import { needsUpload, uploadDocuments } from './upload-documents';

/** What the template list shows after a save whose check had warnings. */
export interface SavedTemplateState {
  savedWarnings?: string[];
}

/**
 * The check as the saved template's draft keeps it: one that ran on the questions just saved stays current for the
 * questions as the server returns them (its own order of keys and defaults), so the form does not call it outdated.
 */
const checkOfSaved = (before: TemplateDraft, after: TemplateDraft): TemplateDraft['check'] => {
  const { check } = before;
  if (!check || check.questions !== JSON.stringify(before.json_questions)) return check;
  return { ...check, questions: JSON.stringify(after.json_questions) };
};

/**
 * The rules the save sends, always (a body without them means none, docs/api.md): the draft's, or, while a saved
 * template's rules are unknown to the draft, those the server holds for it, read now and kept in the draft.
 */
const knownRules = async (draft: TemplateDraft): Promise<TemplateRule[]> => {
  if (draft.rules !== null) return draft.rules;
  const rules = draft.id ? ((await fetchTemplate(draft.id)).rules ?? []) : [];
  updateDraft({ rules });
  return rules;
};

/** How a save ends: back to the list, or (`stay`) on the saved template with `stayMessage` in the toast. */
interface SaveOptions {
  stay?: boolean;
  stayMessage?: string;
}

type SaveTemplateBody = TemplateBody & { version?: number };

/** A save the server held back until the release notes of the version it publishes are written. */
interface PendingSave {
  body: SaveTemplateBody;
  options: SaveOptions;
  warnings: string[];
  draft: TemplateDraft;
}

/**
 * Saving the template draft: uploads newly chosen documents (stopping on the check's errors once there are
 * questions; before the first question the server refuses only tags that don't parse), creates or updates the
 * template (a new one SUSPENDED), then either forgets the draft and returns to the list, or (`stay`) keeps editing
 * the saved template, with `stayMessage` in the toast. Resolves with whether it saved; failures come back as
 * messages for red boxes. A save that gives a published template a new version publishes it, and the server asks
 * for its release notes (400 RELEASE_NOTES_REQUIRED): `notes` then opens the dialog, whose notes go with the same
 * save.
 */
export const useMasterSave = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const [errors, setErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState<PendingSave | null>(null);

  const finish = (saved: Template, { draft, options, warnings }: Omit<PendingSave, 'body'>) => {
    if (options.stay) {
      const next = draftFromTemplate(saved);
      setDraft({ ...next, check: checkOfSaved(draft, next) });
      toast.success(options.stayMessage ?? adminMessages.templateSavedStaying);
      return;
    }
    clearDraft();
    toast.success(adminMessages.templateSaved);
    const state: SavedTemplateState = warnings.length > 0 ? { savedWarnings: warnings } : {};
    navigate(paths.templatesCreated, { state });
  };

  const save = async (options: SaveOptions = {}): Promise<boolean> => {
    const problems = validateQuestions(getDraft().json_questions);
    setErrors(problems);
    if (problems.length > 0) return false;
    setSaving(true);
    try {
      let warnings: string[] = [];
      const files = getPendingFiles();
      if (needsUpload(files)) {
        const uploaded = await uploadDocuments(files.master, files.preview);
        if (uploaded.check.errors.length > 0 && getDraft().json_questions.length > 0) {
          setErrors([templateCheckMessages.failed]);
          return false;
        }
        warnings = uploaded.check.warnings;
      }
      const draft = getDraft();
      const cast = templateBodySchema.cast(
        {
          ...fieldsOf(draft),
          file_name: draft.file_name,
          preview_name: draft.preview_name,
          json_questions: draft.json_questions,
          rules: await knownRules(draft),
        },
        { stripUnknown: true },
      );
      const body = draft.version === undefined ? cast : { ...cast, version: draft.version };
      try {
        finish(await saveTemplate(body, draft.id), { draft, options, warnings });
      } catch (error) {
        if (!isReleaseNotesRefusal(error)) throw error;
        setPending({ body, options, warnings, draft });
        return false;
      }
      return true;
    } catch (error) {
      setErrors(messagesOf(error));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** The dialog's notes: the held-back save again with them; a refusal of the notes goes back to the dialog. */
  const publishWith = async (notes: ReleaseNotes): Promise<void> => {
    if (!pending) return;
    try {
      const saved = await saveTemplate({ ...pending.body, release_notes: notes }, pending.draft.id);
      setPending(null);
      finish(saved, pending);
    } catch (error) {
      if (isReleaseNotesRefusal(error)) throw error;
      setPending(null);
      setErrors(messagesOf(error));
    }
  };

  return {
    save,
    errors,
    saving,
    notes: { asking: pending !== null, publishWith, cancel: () => setPending(null) },
  };
};
