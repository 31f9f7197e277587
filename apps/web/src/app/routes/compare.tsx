import { Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useT } from '../../i18n/use-t';
import { Link } from 'react-router';
import { MAX_COMPARED_PRODUCTS } from '@kramik/contract';
import { useComparedProducts } from '../../features/catalog/api/compare-products';
import { compareStore, useCompared } from '../../features/catalog/compare-store';
import { CompareTable } from '../../features/catalog/components/compare-table';
import { currentLocale } from '../../i18n';
import { LoadError } from '../../components/load-error';
import { RoutePage } from '../../components/route-page';

/** Up to three products side by side (SPEC /compare). */
export default function ComparePage() {
  const t = useT();
  const locale = currentLocale();
  const ids = useCompared();
  const products = useComparedProducts(ids, locale);

  // Products deleted since they were chosen are not in the answer: forget them.
  const found = products.isPlaceholderData ? undefined : products.data?.items;
  useEffect(() => {
    if (found) compareStore.keepOnly(found.map((p) => p._id));
  }, [found]);

  let content;
  if (ids.length === 0) {
    content = (
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder bg="var(--kramik-surface)">
        <Stack gap="sm" align="flex-start">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {t('compare.emptyTitle')}
          </Title>
          <Text c="var(--kramik-muted)">
            {t('compare.emptyHint', { max: MAX_COMPARED_PRODUCTS })}
          </Text>
          <Button component={Link} to="/catalog">
            {t('compare.browse')}
          </Button>
        </Stack>
      </Paper>
    );
  } else if (products.isPending) {
    content = (
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="lg" aria-busy="true">
        {ids.map((id) => (
          <Skeleton key={id} height={360} radius="lg" />
        ))}
      </SimpleGrid>
    );
  } else if (products.isError) {
    content = <LoadError message={t('compare.loadError')} onRetry={products.refetch} />;
  } else {
    const items = products.data.items.filter((p) => ids.includes(p._id));
    content = (
      <Stack gap="lg">
        <Group justify="space-between" gap="sm">
          <Text c="var(--kramik-muted)">
            {t('compare.count', { chosen: items.length, max: MAX_COMPARED_PRODUCTS })}
          </Text>
          <Group gap="sm">
            {items.length < MAX_COMPARED_PRODUCTS && (
              <Button component={Link} to="/catalog" variant="default">
                {t('compare.addMore')}
              </Button>
            )}
            <Button variant="subtle" color="red" onClick={() => compareStore.clear()}>
              {t('compare.clearAll')}
            </Button>
          </Group>
        </Group>
        <CompareTable products={items} locale={locale} />
      </Stack>
    );
  }

  return (
    <RoutePage id="compare" size="lg">
      {content}
    </RoutePage>
  );
}
