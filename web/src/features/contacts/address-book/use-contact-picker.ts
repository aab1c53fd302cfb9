import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { contactMessages, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { errorMessageOf } from '../../../lib/api-error';
import { useContactsPage } from '../api/contacts-api';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_DEBOUNCE_MS = 250;

const useDebounced = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The state of «Scegli dalla rubrica»: the search as typed, the contacts found (GET /contact?name=, debounced) and
 * the status line that says so, and the arrow keys that move from the search to the results and among them.
 */
export const useContactPicker = () => {
  const [query, setQuery] = useState('');
  const name = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useContactsPage({ page: 1, name });
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const results = data?.results ?? [];
  const status = error
    ? errorMessageOf(error)
    : isLoading || name !== query.trim()
      ? m.searching
      : results.length === 0
        ? name === ''
          ? m.empty
          : contactMessages.noMatch
        : m.found(results.length, data?.totalResults ?? results.length);

  const options = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = options();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) search.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    options()[0]?.focus();
  };
  return { query, setQuery, results, status, list, search, onListKey, onSearchKey };
};
