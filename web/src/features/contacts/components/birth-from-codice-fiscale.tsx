import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { isoDateInRome } from '@redigo/shared/dates';
import { birthDateOfCodiceFiscale, decodeCodiceFiscaleBirth } from '@redigo/shared/tax-codes/index';
import { italianDate, type ContactFormValues } from './contact-form-values';

/**
 * When a new valid codice fiscale is typed, fills the sex and the birth date it holds where they are still empty;
 * never over what the lawyer wrote (a disagreement is for the codice fiscale's message to point out), and not again
 * when the lawyer empties one of them afterwards.
 */
export const BirthFromCodiceFiscale = () => {
  const { values, setFieldValue } = useFormikContext<ContactFormValues>();
  const current = useRef(values);
  current.current = values;
  const code = values.codice_fiscale ?? '';
  useEffect(() => {
    const birth = decodeCodiceFiscaleBirth(code);
    if (!birth) return;
    const { sesso, data_nascita: dataNascita } = current.current;
    if (sesso === '') void setFieldValue('sesso', birth.sex);
    const date = birthDateOfCodiceFiscale(code, isoDateInRome(new Date()));
    if (dataNascita === '' && date) void setFieldValue('data_nascita', italianDate(date));
  }, [code, setFieldValue]);
  return null;
};
