import type { ReactNode } from 'react';
import type { Location } from 'react-router-dom';
import type { DownloadedFile } from '../../../lib/api-client';
import type { NewContract } from '../store/new-contract-store';

/** One step of the stepper: its label and the path of its page. */
export interface FlowStep {
  label: string;
  path: string;
}

/** The preview step's document as a page fetches it (an SWR answer). */
interface PreviewFile {
  data: DownloadedFile | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * A questionnaire flow as a feature configures it: the lawyer's wizard (questionnaire, summary, preview, cart)
 * and the staff's test run of a template («Prova»: questionnaire, summary, preview) are two of these.
 */
export interface QuestionnaireFlow {
  /** The line above the title, and the tab's title while no compilation is shown. */
  eyebrow: string;
  /** The tab's title before the compilation's title: `${titlePrefix}: ${title}`. */
  titlePrefix: string;
  steps: {
    survey: FlowStep;
    summary: FlowStep;
    preview: FlowStep;
    /** Steps of the feature's own after the preview (the lawyer's cart). */
    after: readonly FlowStep[];
  };
  /** Whether a path belongs to the flow: moving there asks nothing. By default, one of the steps' paths. */
  insideFlow?: (pathname: string) => boolean;
  /** Where 'Abbandona' leads once confirmed. */
  exitTo: string;
  /** Where the flow sends a person who has no compilation in progress (a reload after it ended, say). */
  goneTo: (location: Location) => string;
  /** Buttons of the feature's own beside «Abbandona» (the lawyer's «Chiedi i dati al cliente»). */
  actions?: (contract: NewContract) => ReactNode;
  /** The browser's prompt before a reload or close, until the preview is downloaded or the purchase starts. */
  browserLeavePrompt: boolean;
  survey: {
    /**
     * The lawyer's pacing (docs/product-spec.md section 9): each question revealed word by word and a pause
     * of 1 to 3 seconds after each new answer, for a person signed in as a lawyer.
     */
    reveal: boolean;
    /** Each answer saves the compilation as a draft in the lawyer's archive (docs/api.md, GET /contract). */
    autosaveDrafts: boolean;
    /** Focus moves to the questionnaire with each answer given. */
    focusOnAnswer: boolean;
    /** The text of the success card once the server has no further question. */
    completedText: string;
  };
  summary: {
    intro: string;
    /** Work before the preview opens (the lawyer's contract is saved as completed); what it throws is shown. */
    beforePreview?: (contract: NewContract) => Promise<void>;
  };
  preview: {
    heading: string;
    intro: (contract: NewContract) => ReactNode;
    /** Whether the compilation may show its preview; otherwise the summary opens. */
    ready: (contract: NewContract) => boolean;
    /** Which API renders the preview. */
    usePreviewFile: (contract: NewContract) => PreviewFile;
    /** The button that goes on from the preview: to the next step, or to the flow's end. */
    next: ReactNode;
  };
}

/** The steps in the stepper's order. */
export const flowSteps = (flow: QuestionnaireFlow): FlowStep[] => [
  flow.steps.survey,
  flow.steps.summary,
  flow.steps.preview,
  ...flow.steps.after,
];

/** The steps every flow has, labelled as the stepper shows them, at the feature's paths; `after`, its own. */
export const questionnaireSteps = (
  at: { survey: string; summary: string; preview: string },
  after: readonly FlowStep[] = [],
): QuestionnaireFlow['steps'] => ({
  survey: { label: 'Questionario', path: at.survey },
  summary: { label: 'Riepilogo', path: at.summary },
  preview: { label: 'Anteprima', path: at.preview },
  after,
});
