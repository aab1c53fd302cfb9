import { useId } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import type { ContractUpdate } from '@redigo/shared/domain/template-versions';
import { formatEuroCents } from '@redigo/shared/money';
import { ReleaseNote } from '../../../components/release-notes/release-note';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useContractUpdate } from './use-contract-update';

/** What updating gives, for a bought document or one only saved. */
const introOf = (paid: boolean): string =>
  `${paid ? 'Dopo il tuo acquisto' : 'Dopo il salvataggio di questo documento'} il modello è stato aggiornato. Aggiornando ottieni un nuovo documento sulla versione più recente: le risposte già date vengono riportate e ti sono chieste solo le domande nuove. ${paid ? 'Il documento acquistato resta com’è.' : ''}`.trim();

/** What the update costs: nothing, or the price of the updated document. */
const priceOf = (update: ContractUpdate, priceCents: number | undefined): string | undefined =>
  update.free
    ? 'Gratuito'
    : priceCents === undefined
      ? undefined
      : `${formatEuroCents(priceCents)} IVA inclusa`;

const freeNote =
  'L’aggiornamento è gratuito: recepisce una modifica normativa o una correzione del modello pubblicata entro un anno dal tuo acquisto.';

/**
 * The detail's card of a contract whose template has a newer version (docs/api.md, `update`): the notes of every
 * version since, newest first, and, for the lawyer, «Aggiorna alla versione N» with what it costs.
 */
export const UpdateCard = ({ contract, update }: { contract: Contract; update: ContractUpdate }) => {
  const { starting, start, priceCents } = useContractUpdate(contract);
  const price = priceOf(update, priceCents);
  const priceId = useId();
  return (
    <Card title={`Aggiornamento disponibile: versione ${update.version}`} className="update-card">
      <p className="update-card__intro">{introOf(Boolean(contract.paymentId))}</p>
      <h3 className="update-card__heading">
        {update.notes.length === 1 ? 'Che cosa cambia' : 'Che cosa cambia, versione per versione'}
      </h3>
      <ol className="update-card__notes">
        {update.notes.map((note) => (
          <li key={note.version} className="update-card__note">
            <ReleaseNote version={note.version} publishedAt={note.published_at} notes={note} heading="h4" />
          </li>
        ))}
      </ol>
      {update.free && <p className="update-card__free">{freeNote}</p>}
      <div className="detail__actions update-card__actions">
        <Button
          size="md"
          onClick={() => void start()}
          loading={starting}
          aria-describedby={price ? priceId : undefined}
        >
          Aggiorna alla versione {update.version}
        </Button>
        {price && (
          <span id={priceId} className="update-card__price">
            {price}
          </span>
        )}
      </div>
    </Card>
  );
};
