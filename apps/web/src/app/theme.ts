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
  primaryShade: { light: 7, dark: 4 },
  colors: { clay },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Fraunces', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  other: { background: '#f7f2ea' },
  components: {
    Anchor: { defaultProps: { c: 'clay.8' } },
  },
});
