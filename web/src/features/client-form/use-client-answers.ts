import { useEffect, useRef, useState } from 'react';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import { isGroup, type Answer, type Answers } from '@redigo/shared/domain/question';
import { ApiError } from '../../lib/api-error';
import { draftGroupItems, type TypedItem } from '../questionnaire';
import { saveForm } from './api/client-form-api';
import { closedStageOf } from './client-stage';

/** How long after the last key press a list being typed is saved. */
const TYPING_SAVE_DELAY_MS = 600;

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** The lists being typed, by variable, as typed (a date halfway, a code not yet whole), until «Avanti». */
export type Typing = Record<string, TypedItem[]>;

/**
 * The client's work as the server keeps it: the answers given with «Avanti», and each list being typed and not yet
 * answered, as far as its fields read (a field halfway is left out, and stays as typed in this tab).
 */
export const workOf = (form: ClientForm, answers: Answers, typing: Typing): Answers => {
  const work: Answers = { ...answers };
  for (const question of form.questions)
    if (isGroup(question) && typing[question.variable] && answers[question.variable] === undefined)
      work[question.variable] = draftGroupItems(question, typing[question.variable] ?? [], answers);
  return work;
};

/** Whether an error means the form can go no further here: the link ended or the client token lapsed. */
const endsTheForm = (error: unknown): boolean =>
  closedStageOf(error) !== null || (error instanceof ApiError && error.status === 401);

/**
 * The client's answers, saved as they go (docs/api.md, PUT /client/form): an answer given with «Avanti» is saved at
 * once, the server judging it as the questionnaire does (400: its messages shown by the question); a list being typed
 * a moment after the last change. Saves never cross. `onEnded` takes an error that ends the form.
 */
export const useClientAnswers = (form: ClientForm, access: string, onEnded: (error: unknown) => void) => {
  const [answers, setAnswers] = useState<Answers>(form.answers);
  const [typing, setTyping] = useState<Typing>({});
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** The work as last saved or being saved: the typing save waits only for a change past it. */
  const seen = useRef(JSON.stringify(workOf(form, form.answers, {})));

  /** Saves `work` after the saves under way; throws a refusal of the answers (400), says any other failure. */
  const save = (work: Answers): Promise<void> => {
    const attempt = queue.current.then(async () => {
      setSaveState('saving');
      try {
        await saveForm(access, work);
        setSaveState('saved');
      } catch (error) {
        if (endsTheForm(error)) onEnded(error);
        setSaveState(error instanceof ApiError && error.status === 400 ? 'idle' : 'failed');
        throw error;
      }
    });
    queue.current = attempt.catch(() => undefined);
    return attempt;
  };

  /** Gives `value` to `variable` and saves: resolves with the server's refusal of it (400), if any. */
  const answer = async (variable: string, value: Answer): Promise<string[] | undefined> => {
    const next = { ...answers, [variable]: value };
    const rest = Object.fromEntries(Object.entries(typing).filter(([key]) => key !== variable));
    const work = workOf(form, next, rest);
    seen.current = JSON.stringify(work);
    setAnswers(next);
    setTyping(rest);
    try {
      await save(work);
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 400)
        return error.errors?.length ? error.errors : [error.message];
      return undefined;
    }
  };

  const keep = (variable: string, items: TypedItem[]) => setTyping({ ...typing, [variable]: items });

  // A list being typed is saved a moment after the last change, as far as it reads.
  const typed = JSON.stringify(workOf(form, answers, typing));
  useEffect(() => {
    if (typed === seen.current) return undefined;
    seen.current = typed;
    const timer = window.setTimeout(() => {
      save(JSON.parse(typed) as Answers).catch(() => undefined);
    }, TYPING_SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `save` reads the queue through a ref: only a change of the work restarts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  /** Waits for the saves under way (before sending). */
  const settled = () => queue.current;

  return { answers, typing, saveState, answer, keep, settled };
};
