import { createTheme, type MantineColorsTuple } from '@mantine/core';

// A fired-clay terracotta: shade 7 on white and on the warm background passes WCAG AA (≥ 4.5:1).
const clay: MantineColorsTuple = [
  '#fdf1ea',
  '#f6e0d3',
  '#ecbea6',
  '#e29a76',
  '#d97c4e',
  '#d36935',
  '#c85a27',
  '#9a3f1c',
  '#883617',
  '#762c10',
];

export const theme = createTheme({
  primaryColor: 'clay',
  // White text on filled buttons and badges needs shade 7 in both schemes (shade 4 gave 3.0:1).
  primaryShade: { light: 7, dark: 7 },
  colors: { clay },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Fraunces', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // The ring itself is one rule in app/styles.css (`--kramik-focus`).
  focusRing: 'auto',
  respectReducedMotion: true,
  other: { background: '#f7f2ea' },
  components: {
    // The link colour follows the scheme (app/styles.css).
    Anchor: { defaultProps: { c: 'var(--kramik-link)' } },
  },
});
