import { useCallback } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { fetchPreparedFile } from '../../../components/contract-download/prepared-file';
import { PreparedFileButton } from '../../../components/contract-download/prepared-file-button';
import { hasRoute } from '../../../lib/api-path';

const REDLINE_LABEL = 'Scarica il confronto (Word con revisioni)';
const REDLINE_PREPARING_LABEL = 'Confronto in preparazione';
const REDLINE_ROUTE = '/contract/{id}/redline';

/** Whether this build's server makes the redline of an update (GET /contract/{id}/redline). */
export const redlineAvailable = (): boolean => hasRoute('GET', REDLINE_ROUTE);

/**
 * «Scarica il confronto (Word con revisioni)» of a bought update (docs/api.md, GET /contract/{id}/redline): the
 * document bought on the older version turned into this one as Word tracked changes, made once by the server (202
 * with Retry-After meanwhile: the button says it is in preparation and asks again).
 */
export const RedlineButton = ({ contract }: { contract: Pick<Contract, 'id' | 'name' | 'title'> }) => {
  const fetchRedline = useCallback(
    () => fetchPreparedFile({ method: 'GET', route: REDLINE_ROUTE, params: { id: contract.id } }),
    [contract.id],
  );
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
