import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { formatMoney } from '../../../lib/format';

const EXAMPLE_PRICE = 10_000;
const BENEFITS = ['audience', 'story', 'shops'] as const;
const HOW = ['payouts', 'delivery'] as const;

/** Why sell on Kramik, what it costs and how payouts and delivery work (/registercompany). */
export function SellerPitch({
  commissionPercent,
  currency,
  locale,
}: {
  commissionPercent: number;
  currency: string;
  locale: string;
}) {
  const t = useT();
  const commission = Math.round((EXAMPLE_PRICE * commissionPercent) / 100);
  const money = (amount: number) => formatMoney(amount, currency, locale);
  return (
    <Stack gap="xl">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {BENEFITS.map((key) => (
          <Paper key={key} withBorder radius="lg" p="lg" bg="var(--kramik-surface)">
            <Title order={2} fz={18} mb={6}>
              {t(`sellers.pitch.${key}Title`)}
            </Title>
            <Text size="sm" c="var(--kramik-muted)">
              {t(`sellers.pitch.${key}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} bg="var(--kramik-surface)">
        <Title order={2} fz={{ base: 20, sm: 22 }} mb={4}>
          {t('sellers.pitch.costTitle')}
        </Title>
        <Text size="sm" c="var(--kramik-muted)" mb="md">
          {t('sellers.pitch.cost', { price: money(EXAMPLE_PRICE), percent: commissionPercent })}
        </Text>
        <Stack gap={6} maw={420}>
          <Group justify="space-between">
            <Text>{t('sellers.pitch.price')}</Text>
            <Text fw={500}>{money(EXAMPLE_PRICE)}</Text>
          </Group>
          <Group justify="space-between">
            <Text>{t('sellers.pitch.ourCommission')}</Text>
            <Text fw={500}>{money(commission)}</Text>
          </Group>
          <Group
            justify="space-between"
            pt={6}
            style={{ borderTop: '1px solid var(--kramik-line)' }}
          >
            <Text fw={700}>{t('sellers.pitch.youReceive')}</Text>
            <Text fw={700} c="clay.8">
              {money(EXAMPLE_PRICE - commission)}
            </Text>
          </Group>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {HOW.map((key) => (
          <Stack key={key} gap={4}>
            <Title order={2} fz={20}>
              {t(`sellers.pitch.${key}Title`)}
            </Title>
            <Text size="sm">{t(`sellers.pitch.${key}`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
