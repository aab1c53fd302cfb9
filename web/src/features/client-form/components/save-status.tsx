import type { SaveState } from '../use-client-answers';

const TEXT: Record<Exclude<SaveState, 'idle'>, string> = {
  saving: 'Salvataggio in corso...',
  saved: 'Salvato',
  failed: 'Non salvato: controlla la connessione. Quello che hai scritto resta in questa pagina.',
};

/** How the last save of the client's work went, said politely as it changes. */
export const SaveStatus = ({ state }: { state: SaveState }) => (
  <p className={`client-save client-save--${state}`} role="status">
    {state === 'idle' ? '' : TEXT[state]}
  </p>
);
