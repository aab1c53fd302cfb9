import useSWR from 'swr';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { apiData } from '../../../lib/api-client';

/** Wait after the last answer before the summary opens (docs/product-spec.md section 9). */
export const SUMMARY_REDIRECT_MS = 2000;

/** POST /contract/questions?type=: the next question for the answers so far; null when none is left. */
export const fetchNextQuestion = (templateId: string, answers: Answers): Promise<AskedQuestion | null> =>
  apiData<AskedQuestion | null>({
    method: 'POST',
    route: '/contract/questions',
    query: { type: templateId },
    body: answers,
  });

/** The next question as a page shows it: asked once per set of answers, never again on focus. */
export const useNextQuestion = (templateId: string, answers: Answers) =>
  useSWR(['POST /contract/questions', templateId, answers], () => fetchNextQuestion(templateId, answers), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  });
