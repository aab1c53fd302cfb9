import { useFormikContext } from 'formik';
import { RELEASE_NOTES_LIMITS as LIMITS } from '@redigo/shared/domain/template-versions';
import { TextField } from '../../../../components/ui/form-fields';
import { TextAreaField } from '../../../../components/ui/choice-fields';
import { MotivoField } from './motivo-field';
import type { ReleaseNotesValues } from './release-notes-form';

/** The nota's count of characters, as the limit reads it. */
const NotaCount = () => {
  const { values } = useFormikContext<ReleaseNotesValues>();
  const count = [...values.nota.trim()].length;
  return (
    <p className="release-notes__count">
      {count.toLocaleString('it-IT')} di {LIMITS.notaMax.toLocaleString('it-IT')} caratteri
    </p>
  );
};

/** The release notes' fields: who reads them, the motivo, the nota with its count, the provision. */
export const ReleaseNotesFields = () => (
  <>
    <p className="muted">
      Gli avvocati che hanno acquistato una versione precedente leggono queste note nell’archivio, accanto al
      documento, e nella PEC che li avvisa dell’aggiornamento.
    </p>
    <MotivoField />
    <TextAreaField
      name="nota"
      label="Nota per gli avvocati"
      rows={5}
      hint={`Che cosa cambia nel documento e perché, detto a chi l’ha acquistato: da ${LIMITS.notaMin} a ${LIMITS.notaMax.toLocaleString('it-IT')} caratteri.`}
    />
    <NotaCount />
    <TextField
      name="riferimento"
      label="Riferimento normativo"
      hint={`Obbligatorio per una modifica normativa: per esempio «art. 1, comma 59, L. 30 dicembre 2024, n. 207». Al massimo ${LIMITS.riferimentoMax} caratteri.`}
    />
  </>
);
