import { createTheme } from '@mui/material/styles';

/**
 * The keyboard focus ring (issue 39): 3 px of dark green, 7.3:1 on the page's background and 7.9:1 on white,
 * drawn outside the control so a green button's ring still stands on the page. A part with a dark background
 * sets `--agrim-focus` to a light colour.
 */
export const FOCUS_RING = '#1b5e20';
const ring = { outline: `3px solid var(--agrim-focus, ${FOCUS_RING})`, outlineOffset: 2 };
/** Inside the control: rows of a list or a grid, whose neighbours and scrolling parent would hide a ring outside. */
const insetRing = { outline: `3px solid var(--agrim-focus, ${FOCUS_RING})`, outlineOffset: -3 };

export const theme = createTheme({
  palette: {
    primary: { main: '#2e7d32', light: '#60ad5e', dark: '#1b5e20', contrastText: '#fff' },
    secondary: { main: '#6d4c41' },
    // Status colours stay red / orange / blue, a shade darker than MUI's so their words read at 4.5:1 on the
    // page's background (axe-core, issue 39: MUI's orange was 3.1:1).
    error: { main: '#c62828', light: '#ef5350', dark: '#8e0000', contrastText: '#fff' },
    warning: { main: '#a85000', light: '#ed6c02', dark: '#7a3a00', contrastText: '#fff' },
    info: { main: '#01579b', light: '#0288d1', dark: '#002f6c', contrastText: '#fff' },
    background: { default: '#f5f7f4' },
  },
  shape: { borderRadius: 10 },
  // MUI's own still forms for a reader who asks for less motion: an indeterminate bar stands as a part-filled bar
  // (the base rule below alone would stop it off-screen, an empty track), a skeleton stops pulsing.
  motion: { reducedMotion: 'system' },
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
    MuiCssBaseline: {
      styleOverrides: {
        // Element and attribute together outweigh a component's single class (MUI's `outline: 0`).
        'a:focus-visible, button:focus-visible, summary:focus-visible, [tabindex]:focus-visible': ring,
        // The skip link's target and a text field's own box: the field marks focus with its thicker border.
        'main:focus-visible, .MuiSelect-select:focus-visible, .MuiInputBase-root [tabindex]:focus-visible': { outline: 'none' },
        '.MuiDataGrid-root [tabindex]:focus-visible, .MuiListItemButton-root:focus-visible, .MuiMenuItem-root:focus-visible': insetRing,
        // A reader whose phone asks for less motion (a setting people with vestibular disorders use; WCAG 2.3.3)
        // gets no spinning, sliding or fading: each animation shows its end at once and a spinner stands still.
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // A checkbox's, switch's or radio's focus lands on a hidden input: MUI marks the visible part instead.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': ring } } },
    MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    // A dialog's body scrolls when it is taller than the screen (a report on a phone): a tab stop, so a keyboard
    // can scroll it even when it holds no control (axe-core's scrollable-region-focusable, issue 39).
    MuiDialogContent: { defaultProps: { tabIndex: 0 }, styleOverrides: { root: { '&:focus-visible': insetRing } } },
    // A disabled field's help says why it waits (e.g. the Nutrient Calculator's): text to read, not a greyed control
    // (MUI's disabled grey is 2.7:1).
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
    // MUI's grey for an unselected toggle (action.active) is 4.48:1 on white; the secondary text grey is 5.7:1.
    MuiToggleButton: { styleOverrides: { root: ({ theme }) => ({ color: theme.palette.text.secondary }) } },
  },
});
