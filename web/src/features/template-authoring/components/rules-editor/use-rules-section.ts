import { useEffect, useRef, useState } from 'react';
import { RULE_LIMITS, type TemplateRule } from '@redigo/shared/expressions/index';
import { useDraftRules } from './use-draft-rules';

/**
 * The state of «Regole»: the draft's rules, the one being edited (its index; the list's length for a new one) or
 * deleted once confirmed, whether the list is full, and the focus back on «Aggiungi regola» once the editor closes.
 */
export const useRulesSection = () => {
  const { rules, error, retry, setRules } = useDraftRules();
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const full = (rules?.length ?? 0) >= RULE_LIMITS.rules;
  // Once the editor closes (saved or cancelled) the focus goes back to «Aggiungi regola», not to the page's start.
  const addButton = useRef<HTMLButtonElement>(null);
  const closedEditor = useRef(false);
  useEffect(() => {
    if (editing !== null || !closedEditor.current) return;
    closedEditor.current = false;
    addButton.current?.focus();
  }, [editing]);
  const closeEditor = () => {
    closedEditor.current = true;
    setEditing(null);
  };
  /** The rule written in the editor: in its place, or added at the end. */
  const saveRule = (rule: TemplateRule) => {
    if (editing === null || !rules) return;
    setRules(editing < rules.length ? rules.map((r, i) => (i === editing ? rule : r)) : [...rules, rule]);
    closeEditor();
  };
  const confirmDelete = () => {
    if (deleting !== null && rules) setRules(rules.filter((_, i) => i !== deleting));
    setDeleting(null);
  };
  return {
    rules,
    error,
    retry,
    editing,
    setEditing,
    deleting,
    setDeleting,
    full,
    addButton,
    closeEditor,
    saveRule,
    confirmDelete,
  };
};
