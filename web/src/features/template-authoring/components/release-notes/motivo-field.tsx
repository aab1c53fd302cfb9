import { useField } from 'formik';
import { RELEASE_MOTIVI, type ReleaseMotivo } from '@redigo/shared/domain/template-versions';
import { FieldError, idOf } from '../../../../components/ui/form-fields';
import { RadioCard } from '../../../../components/ui/radio-card';
import { motivoLabel } from '../../../../components/release-notes/release-note';

/** What each motivo means for the buyers of older versions (docs/api.md: the mail, the free update). */
const CONSEQUENCES: Record<ReleaseMotivo, string> = {
  modifica_normativa:
    'La legge è cambiata. Chi ha acquistato una versione precedente riceve una PEC; l’aggiornamento è gratuito entro un anno dall’acquisto. Serve il riferimento alla norma.',
  correzione:
    'Il modello conteneva un errore. Chi ha acquistato una versione precedente riceve una PEC; l’aggiornamento è gratuito entro un anno dall’acquisto.',
  miglioramento:
    'Formulazione più chiara, più opzioni. Nessuna PEC agli acquirenti: l’archivio segnala l’aggiornamento, che si acquista come un nuovo documento.',
};

/** The release notes' motivo: three radio cards (arrows move between them), each saying what it brings about. */
export const MotivoField = () => {
  const [field, meta] = useField<string>('motivo');
  const id = idOf('motivo');
  const error = meta.touched ? meta.error : undefined;
  return (
    <fieldset
      className="bare-fieldset release-notes__motivi"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="field__label">Motivo</legend>
      {RELEASE_MOTIVI.map((motivo, index) => (
        <RadioCard
          key={motivo}
          className="release-notes__motivo"
          name={field.name}
          value={motivo}
          id={index === 0 ? id : undefined}
          checked={field.value === motivo}
          onChange={field.onChange}
          onBlur={field.onBlur}
          aria-invalid={error ? true : undefined}
          title={motivoLabel(motivo)}
          description={CONSEQUENCES[motivo]}
        />
      ))}
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
};
