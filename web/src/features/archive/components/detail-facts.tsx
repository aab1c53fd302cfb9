import type { Contract } from '@redigo/shared/domain/contract';
import type { Payment } from '@redigo/shared/domain/payment';
import { formatDateTime } from '@redigo/shared/dates';
import { formatEuroCents, toCents, totalCentsWithVat } from '@redigo/shared/money';

/** The moment a document was bought: its payment's, as read, else the contract's record of it. */
export const paidAtOf = (contract: Contract, payment: Payment | undefined): string | undefined =>
  payment?.updatedAt ?? contract.paymentId?.updatedAt;

/**
 * A document's facts: whose it is (`showOwner`, the admin's view), how many questions were answered, its price (the
 * total paid, else the price with VAT it was saved at) and when it was bought.
 */
export const DetailFacts = ({
  contract,
  payment,
  showOwner,
}: {
  contract: Contract;
  payment: Payment | undefined;
  showOwner: boolean;
}) => {
  // A group's answer has one entry per item and field (`locatori.1.nome`, docs/api.md): it is one question asked.
  const answers = contract.detailed_answers ?? [];
  const questionsAnswered = new Set(answers.map(({ variable }) => variable.split('.')[0])).size;
  const paidAt = paidAtOf(contract, payment);
  const priceCents = payment
    ? toCents(payment.price)
    : contract.templateId
      ? totalCentsWithVat(contract.templateId.price)
      : null;
  return (
    <dl className="detail__facts">
      {showOwner && contract.userId && (
        <div>
          <dt>Utente</dt>
          <dd>
            {contract.userId.name} {contract.userId.surname}
          </dd>
        </div>
      )}
      <div>
        <dt>Numero di domande</dt>
        <dd>{questionsAnswered}</dd>
      </div>
      <div>
        <dt>Prezzo (IVA inclusa)</dt>
        <dd>{priceCents === null ? '—' : formatEuroCents(priceCents)}</dd>
      </div>
      <div>
        <dt>Data di acquisto</dt>
        <dd>{paidAt ? formatDateTime(paidAt) : 'Non acquistato'}</dd>
      </div>
    </dl>
  );
};
