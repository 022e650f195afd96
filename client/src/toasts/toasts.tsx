import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastKind = 'success' | 'error' | 'info' | 'default';

/** Spec doc 1 §9: toasts last 5000 ms by default and 3000 ms for info, success and error. */
export const TOAST_DURATION_MS: Record<ToastKind, number> = { default: 5000, info: 3000, success: 3000, error: 3000 };

interface Toast {
  readonly id: number;
  readonly kind: ToastKind;
  readonly message: string;
}

export interface Toaster {
  /** `durationMs` for the few toasts the spec keeps longer than their kind's default. */
  show(message: string, kind?: ToastKind, durationMs?: number): void;
  success(message: string): void;
  error(message: string): void;
  info(message: string): void;
}

const ToastContext = createContext<Toaster | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);

  const show = useCallback(
    (message: string, kind: ToastKind = 'default', durationMs: number = TOAST_DURATION_MS[kind]) => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
      setTimeout(() => dismiss(id), durationMs);
    },
    [dismiss],
  );

  const toaster = useMemo<Toaster>(
    () => ({
      show,
      success: (message) => show(message, 'success'),
      error: (message) => show(message, 'error'),
      info: (message) => show(message, 'info'),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={toaster}>
      {children}
      {/* Errors interrupt (each is an alert); everything else waits for a pause in a polite live region. */}
      <div className="toasts" aria-label={t('toast.region')} role="region">
        <div role="status" aria-live="polite" className="toasts__stack">
          {toasts
            .filter((toast) => toast.kind !== 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
        <div className="toasts__stack">
          {toasts
            .filter((toast) => toast.kind === 'error')
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
            ))}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <div className={`toast toast--${toast.kind}`} data-kind={toast.kind} role={toast.kind === 'error' ? 'alert' : undefined}>
      <span className="toast__message">{toast.message}</span>
      <button type="button" className="toast__close" aria-label={t('toast.dismiss')} onClick={() => onDismiss(toast.id)}>
        ×
      </button>
    </div>
  );
}

export function useToast(): Toaster {
  const toaster = useContext(ToastContext);
  if (!toaster) throw new Error('useToast() needs a <ToastProvider> above it');
  return toaster;
}
