import { paths } from '@redigo/shared/paths';
import { answersOf, questionnaireSteps, type QuestionnaireFlow } from '../../questionnaire';
import { useTestPreview } from '../api/templates-api';
import { TemplateTestDownload } from './template-test-download';

/**
 * The staff's test run of a template («Prova»): the template's questions as a lawyer gets them, without the
 * reveal and pauses and without saving anything; the summary; the preview filled with the answers, as a lawyer
 * gets it; then the full document, downloaded with 'Scarica il documento DOCX', and back to the list.
 */
export const templateTestFlow: QuestionnaireFlow = {
  eyebrow: 'Prova del master',
  titlePrefix: 'Prova',
  steps: questionnaireSteps({
    survey: paths.templateTestSurvey,
    summary: paths.templateTestSummary,
    preview: paths.templateTestPreview,
  }),
  exitTo: paths.templatesCreated,
  goneTo: () => paths.templatesCreated,
  browserLeavePrompt: false,
  survey: {
    reveal: false,
    autosaveDrafts: false,
    focusOnAnswer: false,
    completedText: 'Tutte le domande hanno una risposta: tra un attimo il riepilogo.',
  },
  summary: { intro: 'Controlla le risposte: con queste verrà compilato il documento di prova.' },
  preview: {
    heading: 'Anteprima',
    intro: (contract) =>
      `L'anteprima compilata con le ${contract.steps.length} risposte date, come la vede l'avvocato prima ` +
      "dell'acquisto, e con «Scarica il documento DOCX» il documento completo, come lo riceverà chi lo acquista.",
    ready: (contract) => contract.finished,
    usePreviewFile: (contract) => useTestPreview(contract.type, answersOf(contract)),
    next: <TemplateTestDownload />,
  },
};
