import { useEffect, useRef, useState } from 'react';
import { isGroup, type AskedQuestion } from '@redigo/shared/domain/question';
import { isGroupItem } from '@redigo/shared/questionnaire/group-items';
import { draftGroupItems, type TypedItem } from '../groups/group-answer-state';
import { answersOf, getNewContract, markDraftSaved, type NewContract } from './new-contract-store';
import { saveContract, type GroupInProgress } from '../api/save-contract';

/** How long after the last answer the draft is saved. */
const DRAFT_SAVE_DELAY_MS = 600;

type DraftSource = Pick<NewContract, 'steps' | 'status' | 'groupsInProgress'>;

/**
 * The group the lawyer is typing, as a draft's `group_in_progress` (docs/api.md, "Repeating groups and parties"):
 * the current question's items kept as typed, each field that reads right in its canonical form. Nothing when the
 * current question is no group, was answered already, or has nothing typed in this browser.
 */
const groupInProgress = (
  contract: DraftSource,
  current: AskedQuestion | null | undefined,
): GroupInProgress => {
  if (!current || !isGroup(current)) return {};
  if (contract.steps.some((step) => step.question.variable === current.variable)) return {};
  const kept = contract.groupsInProgress?.[current.variable];
  if (!Array.isArray(kept) || !kept.every(isGroupItem)) return {};
  return { [current.variable]: draftGroupItems(current, kept as TypedItem[], answersOf(contract)) };
};

let pending: Promise<void> = Promise.resolve();

/**
 * PUT /contract (the first time) or PUT /contract/{id}: the compilation in progress as a TO_COMPLETE draft, with the
 * group being typed at `current` when there is one.
 */
const saveDraft = async (current?: AskedQuestion | null): Promise<void> => {
  const contract = getNewContract();
  if (!contract || contract.status === 'COMPLETED') return;
  const typing = groupInProgress(contract, current);
  if (contract.steps.length === 0 && Object.keys(typing).length === 0) return;
  markDraftSaved(await saveContract(contract, contract.id, 'TO_COMPLETE', typing));
};

/** Queues a draft save after those already under way, so a draft is created once and saves never cross. */
const queueDraftSave = (current?: AskedQuestion | null): Promise<void> => {
  const next = pending.then(() => saveDraft(current));
  pending = next.catch(() => undefined);
  return next;
};

/** Resolves once every queued draft save has ended (the completed save must not race a draft's creation). */
export const settleDraftSaves = (): Promise<void> => pending;

export type DraftSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * Saves the lawyer's answers as a draft a moment after each one (debounced), and the group being typed at `current`
 * as it goes, so the work survives a closed tab and continues on another device; tells how the last save went.
 */
export const useDraftAutosave = (
  contract: DraftSource,
  enabled: boolean,
  current?: AskedQuestion | null,
): DraftSaveState => {
  const [state, setState] = useState<DraftSaveState>('idle');
  const typing = groupInProgress(contract, current);
  const answers = JSON.stringify([
    contract.steps.map((step) => [step.question.variable, step.answer]),
    typing,
  ]);
  /** The answers as they were when the page opened or last changed: opening a page saves nothing. */
  const seen = useRef(answers);
  // Read when the timer fires: a new question object alone must not restart the wait.
  const question = useRef(current);
  question.current = current;
  const unsaved =
    enabled &&
    contract.status !== 'COMPLETED' &&
    (contract.steps.length > 0 || Object.keys(typing).length > 0);

  useEffect(() => {
    if (answers === seen.current) return undefined;
    seen.current = answers;
    if (!unsaved) return undefined;
    const timer = window.setTimeout(() => {
      setState('saving');
      queueDraftSave(question.current).then(
        () => setState('saved'),
        () => setState('failed'),
      );
    }, DRAFT_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [answers, unsaved]);

  return state;
};
