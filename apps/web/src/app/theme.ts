import {
  createTheme,
  defaultVariantColorsResolver,
  parseThemeColor,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

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

/**
 * Light badges, alerts and buttons write in their colour's shade 9 on a tint of it: 2.7:1 for
 * yellow, 3.8–3.9:1 for orange and green. In the light scheme their text is that shade darkened by
 * a third (≥ 5:1 for every palette); the dark scheme keeps Mantine's.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor) return colors;
  const ink = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 70%, black)`;
  return {
    ...colors,
    color: `light-dark(${ink}, ${colors.color})`,
    hoverColor: `light-dark(${ink}, ${colors.hoverColor ?? colors.color})`,
  };
};

export const theme = createTheme({
  variantColorResolver,
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
