/** @jest-environment jsdom */
import type { Contract } from '@redigo/shared/domain/contract';
import type { Answers } from '@redigo/shared/domain/question';
import { validateAnswerValues } from '@redigo/shared/questionnaire/answers-validation';
import { nextQuestion } from '@redigo/shared/questionnaire/engine';
import { landlords, PERSON } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { ApiError } from '../../../lib/api-error';
import { getNewContract } from './new-contract-store';
import { replayAnswers, resumeDraft } from './replay-contract';

const questions = [
  { ...single('uso', ['Abitativo', 'Commerciale']), question: 'Uso?' },
  landlords(),
  { ...single('durata', ['4 anni', '6 anni']), question: 'Durata?' },
];

/** The drafts GET /contract/{id} gives, by id. */
const stored = new Map<string, Contract>();

// The server, as a pure stand-in: the shared engine's next question, and 400 on answers it refuses.
jest.mock('../../../lib/api-client', () => ({
  apiData: jest.fn(async (request: { route: string; body?: Answers; params?: { id: string } }) => {
    if (request.route === '/template/{id}')
      return { id: 't1', name: 'Locazione', price: 10, stripe_url: '', max_questions: 3, json_questions: [] };
    if (request.route === '/contract/{id}') return stored.get(request.params?.id ?? '');
    const problems = validateAnswerValues(questions, request.body ?? {});
    if (problems.length > 0) throw new ApiError(problems[0] ?? '', 400, 'VALIDATION_FAILED', problems);
    return nextQuestion(questions, request.body ?? {});
  }),
}));

const HALF_TYPED = [PERSON, { tipo: 'Persona fisica', nome: 'Anna Bianchi' }];

describe('resuming a draft that kept a group half-typed (docs/api.md, "Repeating groups")', () => {
  it('replays up to the group the answers do not give, and goes past a whole list as before', async () => {
    const stopped = await replayAnswers('t1', { uso: 'Abitativo' });
    expect(stopped.steps.map((step) => step.question.variable)).toEqual(['uso']);
    expect(stopped.finished).toBe(false);
    const whole = await replayAnswers('t1', { uso: 'Abitativo', locatori: [PERSON], durata: '4 anni' });
    expect(whole.steps.map((step) => step.question.variable)).toEqual(['uso', 'locatori', 'durata']);
    expect(whole.finished).toBe(true);
  });

  it('reads an archive row again by id and offers the group in progress, with no notice of answers lost', async () => {
    const row = { id: 'c1', type: 't1', answers: { uso: 'Abitativo' } } as unknown as Contract;
    stored.set('c1', { ...row, detailed_answers: [], group_in_progress: { locatori: HALF_TYPED } });
    const resumed = await resumeDraft(row);
    expect(resumed.steps.map((step) => step.answer)).toEqual(['Abitativo']);
    expect(resumed.recalled).toEqual({ locatori: HALF_TYPED });
    expect(resumed.resumeNotice).toBeUndefined();
    expect(getNewContract()?.recalled).toEqual({ locatori: HALF_TYPED });
  });

  it('still says so when an answer no longer fits, and keeps the group in progress to offer', async () => {
    const draft = {
      id: 'c2',
      type: 't1',
      answers: { uso: 'Misto' },
      detailed_answers: [],
      group_in_progress: { locatori: HALF_TYPED },
    } as unknown as Contract;
    const resumed = await resumeDraft(draft);
    expect(resumed.resumeNotice).toMatch(/^Il modello è stato aggiornato/);
    expect(resumed.recalled).toEqual({ uso: 'Misto', locatori: HALF_TYPED });
  });
});
