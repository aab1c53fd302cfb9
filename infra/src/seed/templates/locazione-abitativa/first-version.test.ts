import { checkTemplate } from '@redigo/functions/documents/template-check';
import type { Answers } from '@redigo/shared/domain/question';
import { checkReleaseNotes } from '@redigo/shared/schemas/release-notes';
import { paragraphTexts, readPart } from '../../docx/docx-text';
import { buildTemplateFiles } from '../build-template-files';
import { questionCountRange, reachableAnswerSets } from '../questionnaire-paths';
import { renderSample } from '../render-sample';
import { locazioneAbitativa } from './definition';
import { LOCAZIONE_PAYMENT_NOTES, locazioneFirstVersion } from './first-version';

const first = locazioneFirstVersion;

/** The lease's paragraphs filled with answers, through the product's renderer. */
const paragraphs = (definition: typeof first, answers: Answers): string[] =>
  paragraphTexts(
    readPart(
      renderSample(buildTemplateFiles(definition).master, answers, definition.questions),
      'word/document.xml',
    ) ?? '',
  ).map((runs) => runs.join(''));

describe('the lease’s first version (the demo of an update)', () => {
  it('asks everything the lease asks but the means of payment and the IBAN', () => {
    const variables = (definition: typeof first) => definition.questions.map((question) => question.variable);
    expect(variables(locazioneAbitativa).filter((variable) => !variables(first).includes(variable))).toEqual([
      'modalita_pagamento',
      'iban',
    ]);
    expect(questionCountRange(first.questions)).toEqual({
      min: first.min_questions,
      max: first.max_questions,
    });
  });

  it('has documents that pass the template check', () => {
    const files = buildTemplateFiles(first);
    const check = checkTemplate({
      documents: [
        { label: 'Master', buffer: files.master },
        { label: 'Anteprima', buffer: files.preview },
      ],
      questions: first.questions,
    });
    expect(check.errors).toEqual([]);
  });

  it('differs from the lease only in the payment clause', () => {
    const [answers = {}] = reachableAnswerSets(first.questions);
    const before = paragraphs(first, answers);
    const after = paragraphs(locazioneAbitativa, {
      ...answers,
      modalita_pagamento: 'bonifico bancario',
      iban: 'IT60X0542811101000000123456',
    });

    expect(before.filter((paragraph) => !after.includes(paragraph))).toEqual([
      'Il pagamento avviene presso il domicilio del Locatore o nel diverso luogo che questi indichi per iscritto.',
    ]);
    expect(after.filter((paragraph) => !before.includes(paragraph))).toEqual([
      'Il pagamento avviene mediante bonifico bancario a favore del Locatore sul conto corrente con IBAN IT60 X054 2811 1010 0000 0123 456, escluso in ogni caso l’uso del contante (art. 1, comma 50, della Legge 27 dicembre 2013, n. 147).',
    ]);
  });

  it('is followed by release notes the server takes: a change of law with its provision', () => {
    expect(checkReleaseNotes(LOCAZIONE_PAYMENT_NOTES)).toEqual({ ok: true, notes: LOCAZIONE_PAYMENT_NOTES });
    expect(LOCAZIONE_PAYMENT_NOTES).toMatchObject({ motivo: 'modifica_normativa' });
  });
});
