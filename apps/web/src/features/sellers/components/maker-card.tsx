import { Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CompanySummary } from '@kramik/contract';
import linkCard from '../../../components/link-card.module.css';
import { MakerPhoto } from './maker-photo';
import classes from './sellers.module.css';

/** A maker on the makers list, linking to their page. */
export function MakerCard({ maker, country }: { maker: CompanySummary; country: string }) {
  return (
    <Paper
      component={Link}
      to={`/company/${maker._id}`}
      className={`${linkCard.card} ${classes.card}`}
      radius="lg"
      style={{ overflow: 'hidden', display: 'block' }}
    >
      <MakerPhoto src={maker.photo} name={maker.shortName} />
      <Stack gap={2} p="md">
        <Text fw={600} lineClamp={1}>
          {maker.shortName}
        </Text>
        <Text size="sm" c="var(--kramik-muted)" lineClamp={2}>
          {maker.city}, {country}
        </Text>
      </Stack>
    </Paper>
  );
}
