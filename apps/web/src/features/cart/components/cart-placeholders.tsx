import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import classes from './cart.module.css';

/** The cart's shape while it loads. */
export function CartSkeleton() {
  return (
    <div className={classes.layout} aria-busy="true">
      <Stack gap="lg">
        {[0, 1].map((i) => (
          <Paper key={i} radius="lg" p="lg" className={classes.panel}>
            <Skeleton height={22} width="35%" mb="md" />
            {[0, 1].map((j) => (
              <Group key={j} gap="md" wrap="nowrap" mb="md">
                <Skeleton height={72} width={72} radius="md" />
                <Stack gap={6} style={{ flex: 1 }}>
                  <Skeleton height={16} width="60%" />
                  <Skeleton height={12} width="30%" />
                </Stack>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
      <Paper radius="lg" p="lg" className={classes.panel}>
        <Skeleton height={22} width="50%" mb="md" />
        <Skeleton height={14} mb="xs" />
        <Skeleton height={14} mb="md" />
        <Skeleton height={42} radius="xl" />
      </Paper>
    </div>
  );
}

/** No products in the cart yet: an invitation to the catalogue. */
export function EmptyCart() {
  const t = useT();
  return (
    <Paper radius="lg" className={`${classes.panel} ${classes.empty}`}>
      <Stack gap="sm" align="center">
        <Title order={2} fz={{ base: 22, sm: 26 }}>
          {t('cart.emptyTitle')}
        </Title>
        <Text c="var(--kramik-muted)" maw={460}>
          {t('cart.emptyText')}
        </Text>
        <Button component={Link} to="/catalog" radius="xl" size="md" mt="sm">
          {t('cart.browseCatalog')}
        </Button>
      </Stack>
    </Paper>
  );
}
