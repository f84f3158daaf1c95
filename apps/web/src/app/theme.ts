import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#fff' },
    secondary: { main: '#6d4c41' },
    background: { default: '#f5f7f4' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The phone's own fonts: Android's Roboto and Noto Sans Devanagari (which every Android phone sold in India
    // carries), Windows' Segoe UI and Nirmala UI, Noto where installed. Web fonts cost a first load up to 88 KB
    // and four requests before the first screen could settle on a slow connection (issue 24).
    // Devanagari's font comes before Segoe UI: a browser looks each name up in turn for a Hindi letter, and each
    // look-up is a round trip to its font service, in the middle of a layout (issue 24). index.html's splash uses
    // the same list.
    fontFamily: '"Noto Sans", Roboto, "Noto Sans Devanagari", "Segoe UI", "Nirmala UI", system-ui, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
