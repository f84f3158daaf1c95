import { CssBaseline, ThemeProvider } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { localizedTheme } from '../lib/muiLocale';
import { ConnectionNotices } from '../components/ConnectionNotices';
import { ToastProvider } from '../components/Toast';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';

export function App() {
  // MUI's and the DataGrid's built-in texts (pagination, close buttons) follow the app's language.
  const { i18n } = useTranslation();
  const localized = useMemo(() => localizedTheme(theme, i18n.language), [i18n.language]);
  return (
    <ThemeProvider theme={localized}>
      <CssBaseline />
      <ConnectionNotices />
      <ToastProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ToastProvider>
    </ThemeProvider>
  );
}
