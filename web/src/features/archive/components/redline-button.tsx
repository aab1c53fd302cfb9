import { useCallback } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { fetchPreparedFile } from '../../../components/contract-download/prepared-file';
import { PreparedFileButton } from '../../../components/contract-download/prepared-file-button';
import { useContract } from '../api/archive-api';

const REDLINE_LABEL = 'Scarica il confronto (Word con revisioni)';
const REDLINE_PREPARING_LABEL = 'Confronto in preparazione';
const REDLINE_ROUTE = '/contract/{id}/redline';

/**
 * «Scarica il confronto (Word con revisioni)» of a bought update (docs/api.md, GET /contract/{id}/redline): the
 * document bought on the older version turned into this one as Word tracked changes, made once by the server (202
 * with Retry-After meanwhile: the button says it is in preparation and asks again). Shown once the original reads
 * as bought too: the redline runs from one bought document to the other.
 */
export const RedlineButton = ({
  contract,
  originalId,
}: {
  contract: Pick<Contract, 'id' | 'name' | 'title'>;
  originalId: string;
}) => {
  const { data: original } = useContract(originalId);
  const fetchRedline = useCallback(
    () => fetchPreparedFile({ method: 'GET', route: REDLINE_ROUTE, params: { id: contract.id } }),
    [contract.id],
  );
  if (!original?.paymentId) return null;
  return (
    <PreparedFileButton
      fetchFile={fetchRedline}
      label={REDLINE_LABEL}
      preparingLabel={REDLINE_PREPARING_LABEL}
      lateMessage="Il confronto non è ancora pronto. Riprova tra qualche minuto: il documento aggiornato è già disponibile."
      fallbackName={`${contract.name || contract.title} - confronto.docx`}
      savedMessage="Download avviato: trovi il confronto tra i file scaricati."
    />
  );
};
