import { useEffect, useRef, useState } from 'react';
import { getNewContract, markDraftSaved, type NewContract } from './new-contract-store';
import { saveContract } from './save-contract';

/** How long after the last answer the draft is saved. */
export const DRAFT_SAVE_DELAY_MS = 600;

let pending: Promise<void> = Promise.resolve();

/** PUT /contract (the first time) or PUT /contract/{id}: the compilation in progress as a TO_COMPLETE draft. */
const saveDraft = async (): Promise<void> => {
  const contract = getNewContract();
  if (!contract || contract.status === 'COMPLETED' || contract.steps.length === 0) return;
  markDraftSaved(await saveContract(contract, contract.id, 'TO_COMPLETE'));
};

/** Queues a draft save after those already under way, so a draft is created once and saves never cross. */
export const queueDraftSave = (): Promise<void> => {
  const next = pending.then(saveDraft);
  pending = next.catch(() => undefined);
  return next;
};

/** Resolves once every queued draft save has ended (the completed save must not race a draft's creation). */
export const settleDraftSaves = (): Promise<void> => pending;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the lawyer's answers as a draft a moment after each one (debounced), so the work survives a closed tab
 * and continues on another device; tells how the last save went.
 */
export const useDraftAutosave = (
  contract: Pick<NewContract, 'steps' | 'status'>,
  enabled: boolean,
): DraftSaveState => {
  const [state, setState] = useState<DraftSaveState>('idle');
  const answers = JSON.stringify(contract.steps.map((step) => [step.question.variable, step.answer]));
  /** The answers as they were when the page opened or last changed: opening a page saves nothing. */
  const seen = useRef(answers);
  const unsaved = enabled && contract.status !== 'COMPLETED' && contract.steps.length > 0;

  useEffect(() => {
    if (answers === seen.current) return undefined;
    seen.current = answers;
    if (!unsaved) return undefined;
    const timer = window.setTimeout(() => {
      setState('saving');
      queueDraftSave().then(
        () => setState('saved'),
        () => setState('failed'),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answers, unsaved]);

  return state;
};
