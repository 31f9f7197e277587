import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { CartGroup } from '@kramik/contract';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notifyApiError } from '../../../lib/notify';
import { useEnterCoupon, useRemoveCoupon } from '../api';

/**
 * A maker's coupon code on their part of the cart (issue 24): entered here, checked by the
 * server, which also works out the amount off (only this maker's goods) and checks it again at
 * checkout.
 */
export function CouponField({
  group,
  locale,
  disabled,
}: {
  group: CartGroup;
  locale: string;
  disabled: boolean;
}) {
  const t = useT();
  const enter = useEnterCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const coupon = group.coupon ?? null;
  const inputId = `coupon-${group.seller._id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setError(t('promotions.couponEmpty'));
      return;
    }
    setError(null);
    enter.mutate(
      { sellerId: group.seller._id, code: typed },
      {
        onSuccess: () => setCode(''),
        onError: (e) =>
          e instanceof ApiRequestError && e.status > 0 && e.status < 500
            ? setError(e.fields.code ?? e.message)
            : notifyApiError(e, t('promotions.couponFailed')),
      },
    );
  };

  if (coupon) {
    return (
      <div data-testid="cart-coupon">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="center">
          <Text size="sm" fw={600}>
            {t('promotions.couponApplied', { code: coupon.code })}
          </Text>
          <Group gap="xs" wrap="nowrap">
            {!coupon.problem && (
              <Text size="sm" fw={700} c="var(--mantine-color-anchor)">
                −{formatMoney(coupon.discount.amount, coupon.discount.currency, locale)}
              </Text>
            )}
            <Button
              variant="subtle"
              size="compact-sm"
              loading={remove.isPending}
              disabled={disabled}
              onClick={() =>
                remove.mutate(group.seller._id, {
                  onError: (e) => notifyApiError(e, t('promotions.couponFailed')),
                })
              }
              aria-label={t('promotions.removeCouponLabel', { code: coupon.code })}
            >
              {t('promotions.removeCoupon')}
            </Button>
          </Group>
        </Group>
        {coupon.problemMessage && (
          <Text size="sm" c="red.7" role="alert">
            {coupon.problemMessage}
          </Text>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={inputId}
          label={t('promotions.couponLabel')}
          placeholder={t('promotions.couponPlaceholder')}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value.toUpperCase());
            setError(null);
          }}
          error={error}
          maxLength={32}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="light"
          loading={enter.isPending}
          disabled={disabled}
          style={error ? { alignSelf: 'center' } : undefined}
        >
          {t('promotions.applyCoupon')}
        </Button>
      </Group>
    </form>
  );
}
