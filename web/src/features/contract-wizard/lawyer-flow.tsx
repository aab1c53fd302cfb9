import { paths } from '@redigo/shared/paths';
import {
  answersOf,
  markContractSaved,
  questionnaireSteps,
  type NewContract,
  type QuestionnaireFlow,
  useWizardContract,
} from '../questionnaire';
import { NavigateButton } from '../../components/ui/button';
import { AskClient } from '../client-link';
import { ApiError } from '../../lib/api-error';
import { usePreviewFile } from '../../lib/contract-files';
import { saveCompletedContract } from './api/contract-api';
import { readableMessage } from './components/readable-message';

/** The contract saved as completed before its preview; a 418's message (it may hold JSON) made readable. */
const saveCompleted = async (contract: NewContract): Promise<void> => {
  try {
    markContractSaved(await saveCompletedContract(contract));
  } catch (caught) {
    if (caught instanceof ApiError && caught.status === 418) {
      throw new ApiError(readableMessage(caught.message), caught.status, caught.code, caught.errors);
    }
    throw caught;
  }
};

/** On from the preview: to the payment, or to a free update's claim. */
const ToCart = () => (
  <NavigateButton to={paths.cart}>
    {useWizardContract().updating?.free ? 'Vai all’aggiornamento gratuito' : 'Vai al pagamento'}
  </NavigateButton>
);

/**
 * The lawyer's compilation of a new document: questionnaire (revealed word by word, saved as a draft after each
 * answer), summary, the free preview of the saved contract, and the cart with the purchase.
 */
export const lawyerFlow: QuestionnaireFlow = {
  eyebrow: 'Nuovo documento',
  titlePrefix: 'Nuovo documento',
  steps: questionnaireSteps({ survey: paths.survey, summary: paths.summary, preview: paths.preview }, [
    { label: 'Carrello', path: paths.cart },
  ]),
  insideFlow: (pathname) => pathname === paths.newContract || pathname.startsWith(`${paths.newContract}/`),
  exitTo: paths.contracts,
  goneTo: ({ pathname, search }) =>
    pathname === paths.cart && search.includes('session_id') ? paths.historical : paths.contracts,
  // A saved draft may have its client's data asked for while the lawyer answers the rest.
  actions: (contract) =>
    contract.id && contract.status === 'TO_COMPLETE' ? (
      <AskClient contractId={contract.id} answers={answersOf(contract)} />
    ) : null,
  browserLeavePrompt: true,
  survey: {
    reveal: true,
    autosaveDrafts: true,
    focusOnAnswer: true,
    completedText: 'Hai risposto a tutte le domande: tra un attimo vedrai il riepilogo.',
  },
  summary: {
    intro: "Controlla le risposte prima di generare l'anteprima del documento.",
    beforePreview: saveCompleted,
  },
  preview: {
    heading: 'Anteprima gratuita',
    intro: () => "Leggi l'anteprima qui sotto o scaricala, e verifica il documento prima dell'acquisto.",
    ready: (contract) => Boolean(contract.id) && contract.status === 'COMPLETED',
    usePreviewFile: (contract) => usePreviewFile(contract.id, answersOf(contract)),
    next: <ToCart />,
  },
};
