import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PayableOrder, PaymentOperator } from '@kramik/contract';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { SectionCard } from '../../../components/section-card';
import { usePaymentOptions } from '../api/get-payment-options';
import { hasNoChoice, paymentChoices } from '../payment-flow';
import { usePay } from '../use-pay';
import { alertStyles } from './alert-styles';
import { LockIcon } from './icons';
import { PayableOrders } from './payable-orders';
import classes from './payments.module.css';

/** The choice of `/payment-selection`: the orders, their total, and who can pay them. */
export function PaymentChoice({ orderIds, locale }: { orderIds: string[]; locale: string }) {
  const t = useT();
  const options = usePaymentOptions(orderIds);
  const { pay, starting } = usePay(orderIds);

  if (options.isPending) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('payments.loading')} />
      </Group>
    );
  }
  if (options.isError) {
    return (
      <LoadError
        message={options.error.message || t('payments.loadFailed')}
        onRetry={() => options.refetch()}
      />
    );
  }
  if (options.data.orders.length === 0) {
    return <NothingToPay title={t('payments.nothing.title')} text={t('payments.nothing.text')} />;
  }

  const choices = paymentChoices(options.data);
  const startingKey = starting
    ? starting.operator === 'autopay'
      ? `autopay:${starting.orderIds[0]}`
      : starting.operator
    : null;
  const payAll = options.data.orders.map((order) => order._id);
  const several = options.data.orders.length > 1;
  // One order: AutoPay is simply a third way to pay it. Several: it sits on each order it can pay.
  const autopayCard = !several ? (choices.autopay[0] ?? null) : null;
  const autopayKey = autopayCard ? `autopay:${autopayCard._id}` : null;

  return (
    <Stack gap="lg">
      <SectionCard
        title={several ? t('payments.orders.titleMany') : t('payments.orders.titleOne')}
        description={
          several && choices.autopay.length > 0 ? t('payments.orders.autopayNote') : undefined
        }
      >
        <PayableOrders
          options={options.data}
          locale={locale}
          autopayInRows={several}
          busy={startingKey !== null}
          starting={startingKey}
          onAutopay={(order: PayableOrder) => pay('autopay', [order._id])}
        />
      </SectionCard>

      {(choices.all.length > 0 || autopayCard) && (
        <SectionCard
          title={several ? t('payments.choice.titleAll') : t('payments.choice.title')}
          description={t('payments.choice.description')}
        >
          <SimpleGrid
            cols={{ base: 1, sm: 2, md: choices.all.length + (autopayCard ? 1 : 0) > 2 ? 3 : 2 }}
            spacing="md"
          >
            {choices.all.map((operator) => (
              <OperatorCard key={operator} operator={operator}>
                <Button
                  size="md"
                  fullWidth
                  disabled={startingKey !== null && startingKey !== operator}
                  loading={startingKey === operator}
                  onClick={() => pay(operator, payAll)}
                >
                  {t('payments.choice.payWith', { operator: t(`payments.operator.${operator}`) })}
                </Button>
              </OperatorCard>
            ))}
            {autopayCard && (
              <OperatorCard operator="autopay">
                <Button
                  size="md"
                  fullWidth
                  disabled={startingKey !== null && startingKey !== autopayKey}
                  loading={startingKey === autopayKey}
                  aria-label={t('payments.choice.autopayFor', { number: autopayCard.number })}
                  onClick={() => pay('autopay', [autopayCard._id])}
                >
                  {t('payments.choice.payWith', { operator: t('payments.operator.autopay') })}
                </Button>
              </OperatorCard>
            )}
          </SimpleGrid>
        </SectionCard>
      )}

      {hasNoChoice(choices) && (
        <Alert
          color="yellow"
          variant="light"
          title={t('payments.choice.noneTitle')}
          styles={alertStyles}
        >
          <Text size="sm" c="var(--kramik-ink)">
            {t('payments.choice.noneText')}
          </Text>
        </Alert>
      )}

      <Group gap="xs" wrap="nowrap" align="flex-start" c="var(--kramik-muted)">
        <LockIcon size={18} style={{ flex: 'none', marginTop: 2 }} />
        <Text size="sm" c="var(--kramik-muted)">
          {t('payments.choice.secure')}
        </Text>
      </Group>
    </Stack>
  );
}

/** One operator: its name, what it takes, and its pay button. */
function OperatorCard({ operator, children }: { operator: PaymentOperator; children: ReactNode }) {
  const t = useT();
  return (
    <div className={classes.operatorCard}>
      <Text className={classes.operatorName}>{t(`payments.operator.${operator}`)}</Text>
      <Text size="sm" c="var(--kramik-muted)" style={{ flex: 1 }}>
        {t(`payments.operatorHint.${operator}`)}
      </Text>
      {children}
    </div>
  );
}

/** No order to pay here (none in the link, or all paid or cancelled): why, and the way to the orders. */
export function NothingToPay({ title, text }: { title: string; text: string }) {
  const t = useT();
  return (
    <SectionCard title={title} description={text}>
      <Group>
        <Button component={Link} to="/userorders">
          {t('payments.goToOrders')}
        </Button>
      </Group>
    </SectionCard>
  );
}
