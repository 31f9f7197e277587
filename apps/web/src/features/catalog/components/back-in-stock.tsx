import { Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { StockAlertInputSchema } from '@kramik/contract';
import { validateForm } from '../../../lib/form-errors';
import { serverFieldErrors } from '../../../lib/form-errors';
import { notifyApiError } from '../../../lib/notify';
import { useCancelStockAlert, useSubscribeToStockAlert } from '../api/stock-alerts';
import { forgetWait, rememberWait, stockAlertWaits } from '../stock-alerts';
import classes from './product-page.module.css';

/**
 * "Tell me when it is back" on a sold-out product: an address (the signed-in user's, or typed by
 * a visitor) gets one mail when the product is in stock again, then is forgotten. The wait asked
 * in this browser is remembered here, with a link that ends it.
 */
export default function BackInStock({
  productId,
  email: signedInEmail,
}: {
  productId: string;
  email: string | null;
}) {
  const t = useT();
  const titleId = useId();
  const subscribe = useSubscribeToStockAlert(productId);
  const cancel = useCancelStockAlert();
  const wait = stockAlertWaits.use().find((w) => w.productId === productId);
  const [email, setEmail] = useState(signedInEmail ?? '');
  const [error, setError] = useState<string>();
  const [stopped, setStopped] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors } = validateForm(StockAlertInputSchema, { email }, t);
    if (!data) {
      setError(errors?.email);
      return;
    }
    subscribe.mutate(data, {
      onSuccess: (answer) => {
        setStopped(false);
        rememberWait({ productId, email: answer.email, token: answer.token });
      },
      onError: (failure) => {
        const field = serverFieldErrors(failure).email;
        if (field) setError(field);
        else notifyApiError(failure, t('productPage.backInStock.failed'));
      },
    });
  };

  const stop = () => {
    if (!wait) return;
    cancel.mutate(wait.token, {
      onSuccess: () => {
        forgetWait(productId);
        setStopped(true);
      },
      onError: (failure) => notifyApiError(failure, t('productPage.backInStock.failed')),
    });
  };

  return (
    <Paper
      radius="lg"
      p="md"
      className={classes.panel}
      component="section"
      aria-labelledby={titleId}
    >
      <Title order={2} fz="lg" mb={4} id={titleId}>
        {t('productPage.backInStock.title')}
      </Title>
      {wait ? (
        <Stack gap={4} aria-live="polite">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('productPage.backInStock.waiting', { email: wait.email })}
          </Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={stop}>
            {t('productPage.backInStock.stop')}
          </Anchor>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Text size="sm" c="var(--kramik-muted)">
              {t('productPage.backInStock.intro')}
            </Text>
            {stopped && (
              <Text size="sm" role="status">
                {t('productPage.backInStock.stopped')}
              </Text>
            )}
            <TextInput
              label={t('productPage.backInStock.email')}
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                if (error) setError(undefined);
              }}
              error={error}
            />
            <Button type="submit" variant="light" loading={subscribe.isPending}>
              {t('productPage.backInStock.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
