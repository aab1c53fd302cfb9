import { useEffect, useState } from 'react';
import type { TemplateRule } from '@redigo/shared/expressions/index';
import { errorMessageOf } from '../../../../lib/api-error';
import { fetchTemplate } from '../../api/templates-api';
import { getDraft, updateDraft, useDraft } from '../../stores/template-draft-store';

/**
 * The draft's rules, and what «Regole» edits: read from the server (GET /template/{id}, the staff's view always has
 * them) when the draft of a saved template does not know them, so the section shows and keeps what the template
 * holds. `error` when that reading failed; `retry` tries again.
 */
export const useDraftRules = () => {
  const { id, rules } = useDraft();
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (rules !== null || !id) return undefined;
    let current = true;
    fetchTemplate(id).then(
      (template) => {
        const draft = getDraft();
        if (current && draft.id === id && draft.rules === null) updateDraft({ rules: template.rules ?? [] });
      },
      (failure: unknown) => current && setError(errorMessageOf(failure)),
    );
    return () => {
      current = false;
    };
  }, [id, rules, attempt]);
  const retry = () => {
    setError(null);
    setAttempt((n) => n + 1);
  };
  const setRules = (next: TemplateRule[]) => updateDraft({ rules: next });
  return { rules: rules ?? (id ? null : []), error, retry, setRules };
};
