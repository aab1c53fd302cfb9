import { useEffect, useRef, useState } from 'react';
import type { Billing } from '@redigo/shared/domain/invoice';
import { errorMessageOf } from '../../lib/api-error';
import { useFocusOnChange } from '../../lib/use-focus-on-change';
import { saveBilling, useBilling } from './invoice-api';

/**
 * The state of «Dati di fatturazione»: the saved data, whether the form is open, the save's failure, and the card's
 * content, which takes the focus when the form closes; `onComplete` is told whether the data are complete (saved).
 */
export const useBillingCard = (userId: string, onComplete: ((complete: boolean) => void) | undefined) => {
  const { data: billing, error, mutate, isLoading } = useBilling(userId);
  const [editing, setEditing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const complete = Boolean(billing);
  // When the form closes (saved or cancelled) its buttons are gone: the focus goes on from the card's content.
  const content = useRef<HTMLDivElement>(null);
  const [closings, setClosings] = useState(0);
  useFocusOnChange(content, closings);
  const closeForm = () => {
    setEditing(false);
    setClosings((count) => count + 1);
  };
  useEffect(() => onComplete?.(complete), [complete, onComplete]);

  const save = async (values: Billing) => {
    setFailure(null);
    try {
      await mutate(await saveBilling(userId, values), { revalidate: false });
      closeForm();
    } catch (saveError) {
      setFailure(errorMessageOf(saveError));
    }
  };
  return { billing, error, isLoading, editing, setEditing, failure, content, closeForm, save };
};
