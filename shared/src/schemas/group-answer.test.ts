import { object, ValidationError } from 'yup';
import { COMPANY, landlords, PERSON } from '../questionnaire/test-support/groups';
import { groupAnswerSchema } from './group-answer';

const schema = (outer = { uso: 'Abitativo' }) => object({ locatori: groupAnswerSchema(landlords(), outer) });

/** Each failing path with its message, as Formik's yupToFormErrors reads them. */
const errorsOf = async (value: unknown, outer?: { uso: string }) => {
  try {
    await schema(outer).validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries((error as ValidationError).inner.map((e) => [e.path, e.message]));
  }
};

describe('groupAnswerSchema: a group’s list for Formik, judged as the server does', () => {
  it('takes complete items within the bounds', async () => {
    expect(await errorsOf({ locatori: [PERSON, COMPANY] })).toEqual({});
  });

  it('puts each problem at the field, the item or the list that caused it', async () => {
    expect(
      await errorsOf({ locatori: [{ tipo: 'Persona fisica', nome: 'Anna', colore: 'x' }, 'y'] }),
    ).toEqual({
      'locatori[0].codice_fiscale': 'Locatore 1 – Codice fiscale: manca la risposta.',
      'locatori[0].colore': 'Locatore 1 – "colore": il campo non esiste in questo gruppo.',
      'locatori[1]':
        'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
    });
    expect(await errorsOf({ locatori: [] })).toEqual({
      locatori: 'La domanda "Domanda locatori?" richiede almeno 1 elemento (indicati: 0).',
    });
    expect(await errorsOf({ locatori: 'Mario' })).toEqual({
      locatori:
        'La risposta alla domanda "Domanda locatori?" deve essere un elenco, con un elemento per ogni Locatore.',
    });
  });

  it('reads the answers outside the group', async () => {
    expect(await errorsOf({ locatori: [COMPANY] }, { uso: 'Commerciale' })).toEqual({
      'locatori[0].rea': 'Locatore 1 – Numero REA: manca la risposta.',
    });
  });
});
