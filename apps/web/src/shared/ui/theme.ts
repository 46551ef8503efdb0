import { createTheme } from '@mui/material/styles';

/**
 * A finger needs 44 × 44 px (WCAG 2.5.5, Apple's guideline): on a phone-sized screen or a touch
 * screen every button, icon button, toggle and field is at least that; a mouse keeps the denser sizes.
 */
const TOUCH = '@media (max-width: 599.95px), (pointer: coarse)';
const TOUCH_MIN = 44;

/** Calm and legible: one blue, white surfaces on a cool grey page, Roboto, no shouting capitals. */
export const theme = createTheme({
  palette: {
    primary: { main: '#1565c0', light: '#5e92f3', dark: '#003c8f', contrastText: '#ffffff' },
    secondary: { main: '#00897b' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1b2430', secondary: '#5b6675' },
    divider: '#e1e6ed',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700, fontSize: '1.75rem', lineHeight: 1.25 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    // The browser knows the screen's width at the first render (no server rendering): a media
    // query answered "no" first and "yes" a frame later would draw a wide header button, then swap
    // it for an icon, and shift everything beside it.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { [TOUCH]: { minHeight: TOUCH_MIN, minWidth: TOUCH_MIN } } },
    },
    MuiIconButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TOUCH_MIN, minWidth: TOUCH_MIN } } } },
    MuiToggleButton: { styleOverrides: { root: { [TOUCH]: { minHeight: TOUCH_MIN } } } },
    MuiInputBase: { styleOverrides: { root: { [TOUCH]: { minHeight: TOUCH_MIN } } } },
    // the ripple box is the target of a checkbox or a radio
    MuiCheckbox: { styleOverrides: { root: { [TOUCH]: { padding: 11 } } } },
    MuiRadio: { styleOverrides: { root: { [TOUCH]: { padding: 11 } } } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e6ed' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
