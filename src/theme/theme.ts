import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { BREAKPOINTS, SIDEBAR_WIDTH_PX, THEME_COLOURS } from '@/config/constants';
import { CheckboxRootElement, TextFieldRoot } from './inputRoots';

export type ThemeMode = 'light' | 'dark';

const shared: RaThemeOptions = {
  breakpoints: { values: { ...BREAKPOINTS } },
  sidebar: { width: SIDEBAR_WIDTH_PX, closedWidth: 0 },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // Someone whose system asks for less motion gets none (WCAG 2.3.3): no transitions, ripples,
    // spinning or sliding. MUI's transitions still run their timers; nothing is drawn in between.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animation: 'none !important',
            transition: 'none !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI 9 puts the `aria-label` react-admin's DataTable gives each row's checkbox on the outer
    // span, where ARIA forbids it, and leaves the input unnamed: it belongs on the input.
    MuiCheckbox: {
      defaultProps: {
        component: CheckboxRootElement,
        slotProps: {
          root: () => ({ 'aria-label': undefined }),
          input: (ownerState: { 'aria-label'?: string }) => ({
            'aria-label': ownerState['aria-label'],
          }),
        },
      },
    },
  },
};

function withBase(base: RaThemeOptions, palette: RaThemeOptions['palette']): RaThemeOptions {
  return {
    ...base,
    ...shared,
    palette: { ...base.palette, ...palette },
    components: {
      ...base.components,
      ...shared.components,
      MuiTextField: {
        ...base.components?.MuiTextField,
        defaultProps: {
          ...base.components?.MuiTextField?.defaultProps,
          slots: { root: TextFieldRoot },
        },
      },
    },
  };
}

export const lightTheme: RaThemeOptions = withBase(defaultLightTheme, {
  mode: 'light',
  primary: { main: THEME_COLOURS.main, contrastText: '#ffffff' },
  secondary: { main: THEME_COLOURS.secondary, contrastText: THEME_COLOURS.main },
  // A dark olive of the brand's green: small success text (score changes) reaches 4.5:1 on white.
  success: { main: '#5f6b0a', light: THEME_COLOURS.green },
  // MUI's default info blue and warning orange are too light for small chip text on white (3.9:1
  // and 3.1:1); these deeper shades of the same hues reach 4.5:1.
  info: { main: '#0277bd' },
  warning: { main: '#b34a00' },
  background: { default: '#f4f6f8', paper: '#ffffff' },
});

// On a dark background the brand's deep blue has too little contrast for text and highlights, so
// the dark theme leads with the light brand blue and keeps the deep blue for surfaces.
export const darkTheme: RaThemeOptions = withBase(defaultDarkTheme, {
  mode: 'dark',
  primary: { main: THEME_COLOURS.secondary, contrastText: THEME_COLOURS.main },
  secondary: { main: THEME_COLOURS.green, contrastText: '#1b2226' },
  success: { main: THEME_COLOURS.green },
  background: { default: '#0a1f28', paper: '#0f2c38' },
});

export const themeFor = (mode: ThemeMode) => (mode === 'dark' ? darkTheme : lightTheme);
