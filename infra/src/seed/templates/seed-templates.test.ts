import { isGroup, typeOf, type Question } from '@redigo/shared/domain/question';
import { ruleCheckProblems } from '@redigo/shared/expressions/rules';
import { expectedValues, isGroupTest } from '@redigo/shared/questionnaire/conditions';
import { validateQuestions } from '@redigo/shared/questionnaire/questions-validation';
import { documentTags } from '../docx/docx-text';
import { buildTemplateFiles } from './build-template-files';
import { seedTemplates } from './index';
import { questionCountRange } from './questionnaire-paths';
import { tagUseOf } from './tag-uses';

/** The firm's data a master may write (docs/api.md, "The firm's data") and the names a loop gives. */
const FIRM_TAGS = [
  ...['nome', 'cognome', 'codice_fiscale', 'pec', 'ordine'].map((name) => `avvocato.${name}`),
  ...['denominazione', 'presso', 'indirizzo', 'cap', 'comune', 'provincia', 'partita_iva'].map(
    (name) => `studio.${name}`,
  ),
];
const LOOP_NAMES = ['$posizione', '$separatore', '$primo', '$ultimo'];

const conditionPairs = (questions: Question[]) =>
  questions.flatMap((question) =>
    question.required_answers.flatMap((condition) =>
      Object.entries(condition).map(([variable, expected]) => ({ question, condition, variable, expected })),
    ),
  );

describe.each(seedTemplates.map((definition) => [definition.slug, definition] as const))(
  '%s',
  (_slug, definition) => {
    const { questions } = definition;
    const byVariable = new Map(questions.map((question) => [question.variable, question]));
    // A group's fields are named by the tags of its loop (party groups share their fields' names).
    const withFields = new Map<string, Question>([
      ...questions.flatMap((question) =>
        isGroup(question) ? question.fields.map((field) => [field.variable, field] as const) : [],
      ),
      ...byVariable,
    ]);
    const tags = documentTags(buildTemplateFiles(definition).master).map(tagUseOf);

    it('has at least ten questions with unique, tag-friendly variables; choices have two distinct options', () => {
      const variables = questions.map((question) => question.variable);

      expect(questions.length).toBeGreaterThanOrEqual(10);
      expect(new Set(variables).size).toBe(variables.length);
      for (const question of questions) {
        expect(question.variable).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
        if (typeOf(question) !== 'choice') continue;
        expect(question.options.length).toBeGreaterThanOrEqual(2);
        expect(new Set(question.options).size).toBe(question.options.length);
      }
      expect(validateQuestions(questions)).toEqual([]);
    });

    it('has conditions only on earlier questions and on options they have (a group test on its choice fields’ options)', () => {
      for (const { question, variable, expected } of conditionPairs(questions)) {
        const target = byVariable.get(variable);

        expect({
          question: question.variable,
          variable,
          earlier: target && questions.indexOf(target) < questions.indexOf(question),
        }).toEqual({ question: question.variable, variable, earlier: true });
        if (isGroupTest(expected)) {
          const fields = target && isGroup(target) ? target.fields : [];
          for (const [field, wanted] of Object.entries('any' in expected ? expected.any : expected.all)) {
            const options = fields.find((candidate) => candidate.variable === field)?.options;
            for (const value of expectedValues(wanted)) expect(options).toContain(value);
          }
        } else {
          for (const value of expectedValues(expected)) expect(target?.options).toContain(value);
        }
      }
    });

    it('has rules that pass the template check', () => {
      expect(ruleCheckProblems(definition.rules ?? [], questions)).toEqual([]);
    });

    it('uses single and multiple choice questions in conditions, pairs joined by && and alternatives', () => {
      const pairs = conditionPairs(questions);

      expect(pairs.some(({ variable }) => byVariable.get(variable)?.is_multiple_selection === false)).toBe(
        true,
      );
      expect(pairs.some(({ variable }) => byVariable.get(variable)?.is_multiple_selection === true)).toBe(
        true,
      );
      expect(pairs.some(({ condition }) => Object.keys(condition).length > 1)).toBe(true);
      expect(
        pairs.some(
          ({ question, expected }) => Array.isArray(expected) || question.required_answers.length > 1,
        ),
      ).toBe(true);
    });

    it('names only question variables, fields, loop names and the firm’s data in its tags and compares them only with their options', () => {
      for (const use of tags) {
        for (const variable of use.variables)
          expect({ tag: use.tag, known: withFields.has(variable) }).toEqual({ tag: use.tag, known: true });
        for (const name of use.firm) expect(FIRM_TAGS).toContain(name);
        for (const name of use.loopNames) expect(LOOP_NAMES).toContain(name);
        for (const { variable, option } of use.equality) {
          expect(withFields.get(variable)?.is_multiple_selection).toBe(false);
          expect(withFields.get(variable)?.options).toContain(option);
        }
        for (const { variable, option } of use.contains) {
          expect(withFields.get(variable)?.is_multiple_selection).toBe(true);
          expect(withFields.get(variable)?.options).toContain(option);
        }
      }
    });

    it('asks for what the questionnaire can fill: no blank line left in the master', () => {
      expect(definition.source.match(/_{4,}[^\n]{0,40}/g) ?? []).toEqual([]);
      expect(questions.some((question) => typeOf(question) === 'text')).toBe(true);
      expect(questions.some((question) => typeOf(question) === 'date')).toBe(true);
    });

    it('uses every question, and every field of a group, in at least one tag of the master', () => {
      const used = new Set(tags.flatMap((use) => use.variables));
      const named = questions.flatMap((question) => [
        question.variable,
        ...(isGroup(question) ? question.fields.map((field) => field.variable) : []),
      ]);

      expect(named.filter((variable) => !used.has(variable))).toEqual([]);
    });

    it('guards negations of questions that may be skipped, which would otherwise hold', () => {
      const optional = new Set(
        questions.filter((question) => question.required_answers.length > 0).map((q) => q.variable),
      );

      for (const use of tags) {
        const unguarded = use.negated.filter(
          (variable) => optional.has(variable) && !use.guarded.includes(variable),
        );
        expect({ tag: use.tag, unguarded }).toEqual({ tag: use.tag, unguarded: [] });
      }
    });

    it('declares the question range of its paths, a fair price and time range', () => {
      const range = questionCountRange(questions);

      expect({ min: definition.min_questions, max: definition.max_questions }).toEqual(range);
      expect(definition.price).toBeGreaterThanOrEqual(19);
      expect(definition.price).toBeLessThanOrEqual(59);
      expect(definition.min_time).toBeGreaterThan(0);
      expect(definition.max_time).toBeGreaterThan(definition.min_time);
    });
  },
);

it('gives every seed template its own slug and name', () => {
  expect(new Set(seedTemplates.map((definition) => definition.slug)).size).toBe(seedTemplates.length);
  expect(new Set(seedTemplates.map((definition) => definition.name)).size).toBe(seedTemplates.length);
  expect(seedTemplates.length).toBeGreaterThanOrEqual(3);
});
