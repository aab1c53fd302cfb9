import { NotificationCard } from '../../../components/ui/notification-card';
import { isCarriedAnswer, type ContractStep, type UpdatingContract } from '../store/new-contract-store';

const answersText = (count: number): string =>
  count === 1 ? '1 risposta riportata' : `${count} risposte riportate`;

const questionsText = (count: number): string =>
  count === 0 ? 'nessuna domanda nuova' : count === 1 ? '1 domanda nuova' : `${count} domande nuove`;

/**
 * The head of an update's summary: the document it updates, how many answers came from it and how many questions
 * the newer version asks anew (each is marked in the list below).
 */
export const UpdateSummaryNote = ({
  updating,
  steps,
}: {
  updating: UpdatingContract;
  steps: readonly ContractStep[];
}) => {
  const carried = steps.filter((step) => isCarriedAnswer(updating.carried, step)).length;
  const fresh = steps.filter((step) => !(step.question.variable in updating.carried)).length;
  return (
    <NotificationCard variant="info" title={`Aggiornamento alla versione ${updating.version}`}>
      <p>
        Dal documento «{updating.originalName}»: {answersText(carried)}, {questionsText(fresh)}. Ogni domanda
        qui sotto indica se la risposta è stata riportata o se la domanda è nuova.
      </p>
    </NotificationCard>
  );
};
