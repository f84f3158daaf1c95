import { TOAST_HIDE_MS } from '@agrim/contracts';
import { Alert, type AlertColor, Snackbar } from '@mui/material';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Show = (severity: AlertColor, message: string) => void;
const ToastContext = createContext<Show>(() => {});

/** Snackbar messages that hide after 6 seconds (spec 9). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<{ severity: AlertColor; message: string; key: number } | null>(null);
  const show = useCallback<Show>((severity, message) => setToast({ severity, message, key: Date.now() }), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <Snackbar
        key={toast?.key}
        open={!!toast}
        autoHideDuration={TOAST_HIDE_MS}
        onClose={(_e, reason) => reason !== 'clickaway' && setToast(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {toast ? (
          <Alert severity={toast.severity} variant="filled" onClose={() => setToast(null)} sx={{ width: '100%' }}>
            {toast.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export const useToast = () => useContext(ToastContext);
