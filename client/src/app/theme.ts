import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * "Ember": the warm orange of metal in a forge. Shade 7 carries white text at ≥ 4.5:1,
 * so it is the primary shade in both schemes; lighter shades are for tints and dark-mode text.
 */
const ember: MantineColorsTuple = [
  '#fff4ec',
  '#ffe6d4',
  '#fdcaa6',
  '#f9a873',
  '#f58847',
  '#f2722b',
  '#e8611a',
  '#c24d12',
  '#a5410f',
  '#8f370c',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 7 },
  colors: { ember },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
  },
});

/**
 * Surfaces (cards, header, sidebar) keep Mantine's body color; the page behind them gets its own
 * slightly darker tone (--app-page-bg, applied in app/global.css) so surfaces lift off it in both
 * schemes.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--app-page-bg': '#f7f6f3',
  },
  dark: {
    '--app-page-bg': 'var(--mantine-color-dark-8)',
    // Mantine's dark-0 text (#c9c9c9) reads grey; a lighter tone keeps headings crisp.
    '--mantine-color-text': '#e3e3e3',
  },
});
