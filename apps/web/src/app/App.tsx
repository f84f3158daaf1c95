import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../lib/api';
import { localizedTheme } from '../lib/muiLocale';
import { ToastProvider } from '../components/Toast';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx will not change on retry; a dropped connection might.
      retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

export function App() {
  // MUI's and the DataGrid's built-in texts (pagination, close buttons) follow the app's language.
  const { i18n } = useTranslation();
  const localized = useMemo(() => localizedTheme(theme, i18n.language), [i18n.language]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
