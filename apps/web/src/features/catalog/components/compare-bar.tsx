import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { MAX_COMPARED_PRODUCTS } from '@kramik/contract';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { compareStore, useCompared } from '../compare-store';
import classes from './compare-bar.module.css';
import { CompareIcon } from './icons';

/**
 * A bar at the bottom of the catalog and product pages while products are chosen for comparison:
 * how many, a way to the comparison, and a way to start over.
 */
export function CompareBar() {
  const t = useT();
  const count = useCompared().length;
  if (count === 0) return null;
  return (
    <>
      <div className={classes.spacer} aria-hidden="true" />
      <Paper
        component="aside"
        aria-label={t('compare.barLabel')}
        radius="xl"
        shadow="lg"
        className={classes.bar}
      >
        <Group gap="xs" wrap="nowrap">
          <CompareIcon size={20} />
          <Text size="sm" fw={600} className={classes.count}>
            {t('compare.count', { chosen: count, max: MAX_COMPARED_PRODUCTS })}
          </Text>
          <Button component={Link} to="/compare" size="sm" radius="xl">
            {t('compare.open')}
          </Button>
          <CloseButton
            size="md"
            radius="xl"
            aria-label={t('compare.clearAll')}
            onClick={() => compareStore.clear()}
          />
        </Group>
      </Paper>
    </>
  );
}
