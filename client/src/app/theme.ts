import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * "Ember": the warm orange of metal in a forge. Shade 7 carries white text at ≥ 4.5:1,
 * so it is the primary shade in both schemes; lighter shades are for tints and dark-mode text.
 */
const ember: MantineColorsTuple = ['#fff4ec', '#ffe6d4', '#fdcaa6', '#f9a873', '#f58847', '#f2722b', '#e8611a', '#c24d12', '#a5410f', '#8f370c'];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: { light: 7, dark: 7 },
  colors: { ember },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, monospace',
  headings: {
    fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '650',
  },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
    // A badge is a word or two ("Medium", "critical path"): never squeezed into "Mediu…" by a
    // fixed width or a narrow flex row; it keeps its text and the row wraps instead.
    Badge: { styles: { root: { minWidth: 'max-content', flexShrink: 0 } } },
    // Toasts' close buttons are icon-only: give every one a name (axe button-name).
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      // Mantine dims a titled toast's text to --mantine-color-dimmed (3.3:1 on white, 3.5:1 on the
      // dark card): below AA for 14 px text. The body text keeps the text colour; the title is bold.
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
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
    // Mantine's dimmed grey (#868e96) is 3.1:1 on the page background; gray-7 meets WCAG AA (4.5:1).
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // Field errors in red-6 are 3.3:1 on white; red-9 meets AA.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Green light badges ("Active", "Connected"): green-9 on their tint is 3.8:1 at 11 px; this is 5.9:1.
    '--mantine-color-green-light-color': '#1e6b2f',
  },
  dark: {
    '--app-page-bg': 'var(--mantine-color-dark-8)',
    // Mantine's dark-0 text (#c9c9c9) reads grey; a lighter tone keeps headings crisp.
    '--mantine-color-text': '#e3e3e3',
    // Same reason as in light mode: dark-2 is too faint on dark surfaces for WCAG AA.
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
