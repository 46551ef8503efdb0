import { createTheme } from '@mui/material/styles';

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
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiPaper: { styleOverrides: { outlined: { borderColor: '#e1e6ed' } } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiDialogTitle: { styleOverrides: { root: { fontWeight: 700 } } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
