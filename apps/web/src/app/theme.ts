import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#fff' },
    secondary: { main: '#6d4c41' },
    background: { default: '#f5f7f4' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // Noto Sans Devanagari carries the Hindi glyphs; Latin text stays in Noto Sans.
    fontFamily: '"Noto Sans", "Noto Sans Devanagari", system-ui, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
