import { useEffect, useId, useRef, useState } from 'react';
import './search-bar.css';

interface SearchBarProps {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
}

const DEBOUNCE_MS = 300;

/**
 * A search input that reports what was typed once typing pauses, or at once when the focus leaves it (so a
 * search still waiting can't land after a click that already opened another page). A reported search that
 * comes back as `value` after more was typed leaves the typing alone; any other new `value` replaces the text.
 */
export const SearchBar = ({ label, value, onSearch, placeholder }: SearchBarProps) => {
  const id = useId();
  const [text, setText] = useState(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  const reported = useRef(value);
  /** What was reported and has not come back as `value` yet (a router applies a search after a keystroke). */
  const unechoed = useRef<string[]>([]);

  useEffect(() => {
    const echo = unechoed.current.indexOf(value);
    if (echo >= 0) {
      // Our own search coming back: keep what was typed since.
      unechoed.current = unechoed.current.slice(echo + 1);
      return;
    }
    // Changed from outside (back, a sidebar link): show it.
    unechoed.current = [];
    reported.current = value;
    setText(value);
  }, [value]);

  const report = (next: string) => {
    if (next === reported.current) return;
    reported.current = next;
    unechoed.current.push(next);
    onSearchRef.current(next);
  };

  useEffect(() => {
    if (text.trim() === reported.current) return undefined;
    const timer = window.setTimeout(() => report(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="search-bar" role="search">
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <svg className="search-bar__icon" viewBox="0 0 20 20" aria-hidden="true">
        <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M13 13l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <input
        id={id}
        type="search"
        className="search-bar__input"
        value={text}
        placeholder={placeholder ?? label}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => report(text.trim())}
      />
    </div>
  );
};
