import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import './toast.css';

/** How long a success or failure toast stays (docs/product-spec.md section 9). */
const TOAST_DURATION_MS = 9000;

const toastTitles = { success: 'Tutto ok!', error: 'Si è verificato un problema' } as const;

type ToastKind = 'success' | 'error' | 'loading';

interface ToastItem {
  id: number;
  kind: ToastKind;
  message: string;
}

export interface ToastApi {
  success: (message: string, replaces?: number) => void;
  error: (message: string, replaces?: number) => void;
  /** A toast that stays until replaced by a success or an error; returns its id. */
  loading: (message: string) => number;
}

const ToastContext = createContext<ToastApi | null>(null);

export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
};

export const ToastProvider = ({ children }: { children: ReactNode }) => {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setItems((list) => list.filter((t) => t.id !== id)), []);

  const show = useCallback(
    (kind: ToastKind, message: string, replaces?: number): number => {
      const id = nextId.current++;
      setItems((list) => [...list.filter((t) => t.id !== replaces), { id, kind, message }]);
      if (kind !== 'loading') window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
      return id;
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(
    () => ({
      success: (message, replaces) => void show('success', message, replaces),
      error: (message, replaces) => void show('error', message, replaces),
      loading: (message) => show('loading', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="toasts" aria-live="polite">
        {items.map((item) => (
          <div
            key={item.id}
            className={`toast toast--${item.kind}`}
            role={item.kind === 'error' ? 'alert' : 'status'}
          >
            <div className="toast__text">
              {item.kind !== 'loading' && <p className="toast__title">{toastTitles[item.kind]}</p>}
              <p className="toast__message">{item.message}</p>
            </div>
            {item.kind !== 'loading' && (
              <button
                type="button"
                className="toast__close"
                onClick={() => dismiss(item.id)}
                aria-label="Chiudi"
              >
                ×
              </button>
            )}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
};
