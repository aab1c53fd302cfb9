import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';

/** The archive's query that lists only the documents with an update (the buyers' mail links to it). */
export const UPDATES_PARAM = 'aggiornamenti';

/** Whether the archive lists only the documents with an update (`?aggiornamenti=1`), and the switch (to page 1). */
export const useUpdatesFilter = (): [boolean, (only: boolean) => void] => {
  const [search, setSearch] = useSearchParams();
  const only = search.get(UPDATES_PARAM) === '1';
  const set = useCallback(
    (next: boolean) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        if (next) params.set(UPDATES_PARAM, '1');
        else params.delete(UPDATES_PARAM);
        params.delete('pagina');
        return params;
      }),
    [setSearch],
  );
  return [only, set];
};

/** A chip that lists only the documents whose template has a newer version, pressed while it does. */
export const UpdatesFilter = ({ only, onChange }: { only: boolean; onChange: (only: boolean) => void }) => (
  <div className="archive__updates" role="group" aria-label="Filtra per aggiornamento">
    <Button variant="chips" size="sm" aria-pressed={only} onClick={() => onChange(!only)}>
      Solo con aggiornamento disponibile
    </Button>
  </div>
);
