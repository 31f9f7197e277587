import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import { APP_VERSION } from '@kramik/contract';
import classes from './site-footer.module.css';

/** The spec's footer links (SPEC §2), grouped for reading. */
const FOOTER_GROUPS = [
  {
    key: 'shop',
    links: [
      { key: 'about', to: '/about' },
      { key: 'makers', to: '/makers' },
      { key: 'shopsMap', to: '/shops' },
      { key: 'getApp', to: '/app' },
      { key: 'contact', to: '/contact' },
    ],
  },
  {
    key: 'trust',
    links: [
      { key: 'paymentMethods', to: '/payment-methods' },
      { key: 'security', to: '/security' },
      { key: 'report', to: '/report' },
    ],
  },
  {
    key: 'legal',
    links: [
      { key: 'terms', to: '/regular' },
      { key: 'rules', to: '/rules' },
      { key: 'privacy', to: '/policy' },
      { key: 'intellectualProperty', to: '/intellectual-property' },
    ],
  },
] as const;

export function SiteFooter() {
  const t = useT();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Text className={classes.brand}>Kramik</Text>
            <Text size="sm" c="var(--kramik-muted)" maw={280}>
              {t('footer.tagline')}
            </Text>
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <Stack
              key={group.key}
              gap={6}
              component="nav"
              aria-label={t(`footer.groups.${group.key}`)}
            >
              <Text fw={600} size="sm">
                {t(`footer.groups.${group.key}`)}
              </Text>
              {group.links.map((link) => (
                <Anchor
                  key={link.key}
                  component={Link}
                  to={link.to}
                  size="sm"
                  className={classes.link}
                >
                  {t(`footer.links.${link.key}`)}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
        <Group justify="space-between" mt="xl" pt="md" className={classes.bottom}>
          <Text size="xs" c="var(--kramik-muted)">
            © {new Date().getFullYear()} Kramik
          </Text>
          <Text size="xs" c="var(--kramik-muted)">
            {t('footer.version', { version: APP_VERSION })}
          </Text>
        </Group>
      </Container>
    </Box>
  );
}
