import { Group, Paper, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { ProductDetail } from '@kramik/contract';
import classes from './product-page.module.css';

/** Who made it: photo, names and place, linking to the maker's page. */
export function ProductMaker({
  maker,
  country,
}: {
  maker: ProductDetail['maker'];
  country: string;
}) {
  const t = useT();
  return (
    <Paper radius="lg" p="md" className={classes.maker}>
      <Group gap="md" wrap="nowrap" align="center">
        {maker.photo ? (
          <img
            src={maker.photo}
            alt=""
            width={64}
            height={64}
            className={classes.makerPhoto}
            loading="lazy"
          />
        ) : (
          <span className={classes.makerInitial} aria-hidden="true">
            {maker.shortName.trim().slice(0, 1).toUpperCase() || '·'}
          </span>
        )}
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="xs" c="var(--kramik-muted)" fw={600} tt="uppercase">
            {t('productPage.madeBy')}
          </Text>
          <Text
            component={Link}
            to={`/company/${maker._id}`}
            fw={700}
            size="lg"
            className={classes.makerLink}
          >
            {maker.shortName}
          </Text>
          <Text size="sm" c="var(--kramik-muted)" lineClamp={2}>
            {maker.city}, {country}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
