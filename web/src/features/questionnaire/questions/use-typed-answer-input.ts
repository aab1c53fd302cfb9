import { useId, useLayoutEffect, useRef, type ChangeEvent, type RefObject } from 'react';
import { typeOf, type SimpleQuestion } from '@redigo/shared/domain/question';
import { typeIban } from './iban-typing';

/** The types typed in upper case as they are typed: tax codes and a province's code. */
const UPPER_CASE = new Set(['codice_fiscale', 'partita_iva', 'provincia']);

/** Keeps the caret where the IBAN's grouping put it once React has written the new text. */
const useIbanCaret = (input: RefObject<HTMLInputElement | null>) => {
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || document.activeElement !== input.current) return;
    input.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return caret;
};

/**
 * What a typed question's control does with each key: a tax code or a province's code put in upper case, an IBAN
 * grouped by four with the caret kept in place; and the id of the province codes' list.
 */
export const useTypedAnswerInput = (
  question: Pick<SimpleQuestion, 'type' | 'multiline'>,
  value: string,
  onChange: (value: string) => void,
) => {
  const type = typeOf(question);
  // The province codes billing accepts (shared/src/tax-codes/provinces.ts), offered as the lawyer types.
  const listId = `${useId()}-province`;
  const input = useRef<HTMLInputElement>(null);
  const ibanCaret = useIbanCaret(input);
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    if (type === 'iban') {
      const deleting = (event.nativeEvent as InputEvent).inputType === 'deleteContentBackward';
      const next = typeIban(value, typed, event.target.selectionStart ?? typed.length, deleting);
      ibanCaret.current = next.caret;
      onChange(next.text);
    } else onChange(UPPER_CASE.has(type) ? typed.toUpperCase() : typed);
  };
  return { type, upperCase: UPPER_CASE.has(type), listId, input, change };
};
