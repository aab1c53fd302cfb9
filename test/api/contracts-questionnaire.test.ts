import type { Answers, Question } from '@redigo/shared/domain/question';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { loginAs, type SignedIn } from '../support/accounts';
import { answerWholeQuestionnaire, preferring, templateIdByName } from '../support/contracts';
import { createPublishedTemplate, editableBody } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { BETTER_NOTES } from '../support/template-versions';

/** What a path shows: the questions asked and each option chosen. */
const coverageOf = (answers: Answers): string[] =>
  Object.entries(answers).flatMap(([variable, value]) => [
    variable,
    ...(Array.isArray(value) ? value : [value]).map((option) => `${variable}=${option}`),
  ]);

/** Few complete answer sets that together ask every reachable question and choose every option that matters. */
const coveringPaths = (questions: Question[]): Answers[] => {
  const candidates = reachableAnswerSets(questions);
  const uncovered = new Set(candidates.flatMap(coverageOf));
  const chosen: Answers[] = [];
  while (uncovered.size > 0) {
    const gain = (answers: Answers) => coverageOf(answers).filter((item) => uncovered.has(item)).length;
    const best = candidates.reduce((a, b) => (gain(b) > gain(a) ? b : a));
    chosen.push(best);
    coverageOf(best).forEach((item) => uncovered.delete(item));
  }
  return chosen;
};

const inQuestionOrder = (questions: Question[], answers: Answers): string[] =>
  questions.map((question) => question.variable).filter((variable) => variable in answers);

describe('the questionnaire through POST /contract/questions', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let locazioneId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    locazioneId = await templateIdByName(stack, user.token, 'Contratto di locazione abitativa 4+4');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ask = (templateId: string, body: unknown, token = user.token) =>
    stack.api.post(`/api/contract/questions?type=${encodeURIComponent(templateId)}`, body, { token });

  describe.each(seedTemplates.map((definition) => [definition.name, definition]))(
    '%s',
    (name, definition) => {
      const paths = coveringPaths(definition.questions);

      it('asks along each covering path exactly the questions of that path, then ends and saves COMPLETED', async () => {
        const templateId = await templateIdByName(stack, user.token, name);
        expect(paths.length).toBeGreaterThan(1);
        for (const expected of paths) {
          const walked = await answerWholeQuestionnaire(stack, user.token, templateId, preferring(expected));

          expect(walked.answers).toEqual(expected);
          expect(walked.asked.map((question) => question.variable)).toEqual(
            inQuestionOrder(definition.questions, expected),
          );
          const saved = await stack.api.put(
            '/api/contract',
            { type: templateId, status: 'COMPLETED', answers: walked.answers },
            { token: user.token },
          );
          expect(saved.status).toBe(200);
        }
      });
    },
  );

  it('answers each question with its text, options, kind and position in the template', async () => {
    const response = await ask(locazioneId, { tipologia_immobile: 'un appartamento' });
    const question = seedTemplates[0]?.questions[1] as Question;

    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      type: 'choice',
      variable: question.variable,
      question: question.question,
      description: question.description ?? '',
      options: question.options,
      is_multiple_selection: false,
      index: 1,
    });
  });

  it('asks a question conditioned on a multiple choice only when the selection includes a named option', async () => {
    const base = { tipologia_immobile: 'un monolocale', pertinenze_presenti: 'Sì' };

    const withBox = await ask(locazioneId, { ...base, pertinenze: ['cantina', 'box auto'] });
    const withoutBox = await ask(locazioneId, { ...base, pertinenze: ['cantina', 'soffitta'] });

    expect(withBox.body.data.variable).toBe('uso_posto_auto');
    expect(withoutBox.body.data.variable).toBe('arredato');
  });

  it.each([
    ['an answer outside the options', { tipologia_immobile: 'Un condominio' }, 'Un condominio'],
    ['an unknown question', { non_esiste: 'Sì' }, 'non_esiste'],
    ['a list for a single choice', { tipologia_immobile: ['un appartamento'] }, 'una sola risposta'],
    ['a single value for a multiple choice', { pertinenze: 'cantina' }, 'più risposte'],
    ['an empty selection', { pertinenze: [] }, 'almeno una risposta'],
    ['a number', { tipologia_immobile: 4 }, 'non è valida'],
  ])('refuses %s with 400 and an Italian message', async (_case, body, fragment) => {
    const response = await ask(locazioneId, body);

    expect(response.status).toBe(400);
    expect(response.body.message).toContain(fragment);
    expect(response.body.errors).toEqual(expect.arrayContaining([response.body.message]));
  });

  it.each([
    ['a JSON array', '[1, 2]'],
    ['a string', '"risposte"'],
    ['broken JSON', '{"tipologia_immobile": '],
  ])('refuses a body that is %s with 400', async (_case, rawBody) => {
    const response = await stack.api.request(
      'POST',
      `/api/contract/questions?type=${locazioneId}`,
      undefined,
      {
        token: user.token,
        rawBody,
        headers: { 'content-type': 'application/json' },
      },
    );

    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(expect.any(String));
  });

  it('needs the template in the query (400) and knows only existing templates (404)', async () => {
    const missing = await stack.api.post('/api/contract/questions', {}, { token: user.token });
    const unknown = await ask('00000000-0000-4000-8000-000000000000', {});
    const odd = await ask('seed#locazione-abitativa-4-4', {});

    expect(missing.status).toBe(400);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Modello non trovato.');
    expect(odd.status).toBe(404);
  });

  it('lets users answer only PUBLISHED templates, staff any template that is not deleted', async () => {
    const [suspended, deleted] = await Promise.all([
      createPublishedTemplate(stack, editor.token, seedTemplates[2]),
      createPublishedTemplate(stack, editor.token, seedTemplates[2]),
    ]);
    const suspension = await stack.api.put(
      `/api/template/${suspended.id}/status`,
      { status: 'SUSPENDED' },
      { token: editor.token },
    );
    const deletion = await stack.api.delete(`/api/template/${deleted.id}`, { token: editor.token });
    expect([suspension.status, deletion.status]).toEqual([200, 204]);

    const asUser = await ask(suspended.id, {});
    const asEditor = await ask(suspended.id, {}, editor.token);
    const afterDelete = await ask(deleted.id, {}, editor.token);

    expect(asUser.status).toBe(404);
    expect(asEditor.status).toBe(200);
    expect(asEditor.body.data.index).toBe(0);
    expect(afterDelete.status).toBe(404);
  });

  it("sees a template's change, suspension and deletion at once, though the questionnaire's reads are cached", async () => {
    const template = await createPublishedTemplate(stack, editor.token, seedTemplates[2]);
    const warmed = await ask(template.id, {});
    const questions = template.json_questions.map((question: Question, index: number) =>
      index === 0 ? { ...question, question: 'Domanda riscritta?' } : question,
    );

    const edit = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(template, { json_questions: questions, release_notes: BETTER_NOTES }),
      { token: editor.token },
    );
    const afterEdit = await ask(template.id, {});
    const suspension = await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'SUSPENDED' },
      { token: editor.token },
    );
    const afterSuspension = await ask(template.id, {});
    const deletion = await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    const afterDeletion = await ask(template.id, {}, editor.token);

    expect(warmed.body.data.question).toBe(template.json_questions[0].question);
    expect([edit.status, suspension.status, deletion.status]).toEqual([200, 200, 204]);
    expect(afterEdit.body.data.question).toBe('Domanda riscritta?');
    expect(afterSuspension.status).toBe(404);
    expect(afterDeletion.status).toBe(404);
  });

  it('answers null once every question asked is answered', async () => {
    const walked = await answerWholeQuestionnaire(stack, user.token, locazioneId);

    const response = await ask(locazioneId, walked.answers);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: null });
  });
});
