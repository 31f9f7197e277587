import '@mantine/core/styles/Skeleton.css';
import { Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './home-hero.module.css';

/**
 * The start page's banner: the admin's header text, banner text and icon over the title
 * background (the thumbnail on phones). The Site tab's preview shows the same component.
 */
export function HomeHero({
  eyebrow,
  header,
  banner,
  icon,
  image,
  thumbnail,
  loading = false,
  headingOrder = 1,
  children,
}: {
  eyebrow: string;
  header: string;
  banner: string;
  icon?: string | null;
  image?: string | null;
  thumbnail?: string | null;
  loading?: boolean;
  /** 1 on the home page; the preview sits under its own headings. */
  headingOrder?: 1 | 2 | 3;
  children?: ReactNode;
}) {
  const style = image
    ? ({
        '--hero-image': `url("${image}")`,
        '--hero-image-small': `url("${thumbnail ?? image}")`,
      } as CSSProperties)
    : undefined;
  return (
    <Box className={image ? `${classes.hero} ${classes.withImage}` : classes.hero} style={style}>
      <Stack gap="md" maw={620}>
        <Text className={classes.eyebrow}>{eyebrow}</Text>
        {loading ? (
          <Skeleton height={48} width="80%" />
        ) : (
          <Title order={headingOrder} className={classes.title}>
            {header}
          </Title>
        )}
        <Text size="lg" className={classes.text}>
          {icon ? (
            <span className={classes.icon} aria-hidden="true">
              {icon}
            </span>
          ) : null}
          {banner}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
