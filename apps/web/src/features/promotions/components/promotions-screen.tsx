import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/NumberInput.css';
import {
  Badge,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { Coupon, CouponKind, Sale, SaleStatus } from '@kramik/contract';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { ApiRequestError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import {
  useCancelSale,
  useCoupons,
  useCreateCoupon,
  useCreateSale,
  useDeactivateCoupon,
  useSaleProducts,
  useSales,
} from '../api';
import {
  couponValueText,
  formatDateTime,
  isoToLocalInput,
  localInputToIso,
  parseAmount,
} from '../promotion-format';

const STATUS_COLOR: Record<SaleStatus, string> = {
  scheduled: 'blue',
  running: 'green',
  ended: 'gray',
  cancelled: 'gray',
};

/** The answer's field messages, or the headline under `_` when it names no field. */
function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) return null;
  return Object.keys(error.fields).length > 0 ? error.fields : { _: error.message };
}

/** The maker's "Sales and coupons" screen (issue 24): schedule or cancel sales, make codes. */
export function PromotionsScreen({ locale }: { locale: string }) {
  return (
    <Stack gap="xl" mt="lg">
      <SalesSection locale={locale} />
      <CouponsSection locale={locale} />
    </Stack>
  );
}

function SalesSection({ locale }: { locale: string }) {
  const t = useT();
  const sales = useSales();
  const cancel = useCancelSale();
  const items = sales.data?.items ?? [];
  return (
    <SectionCard
      title={t('promotions.salesTitle')}
      description={t('promotions.salesDescription')}
      landmark
    >
      <SaleForm />
      {sales.isPending ? null : items.length === 0 ? (
        <EmptyState text={t('promotions.noSales')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((sale) => (
            <SaleRow
              key={sale._id}
              sale={sale}
              locale={locale}
              busy={cancel.isPending}
              onCancel={() =>
                cancel.mutate(sale._id, {
                  onSuccess: () => notifySuccess(t('promotions.saleCancelled')),
                  onError: (e) => notifyApiError(e, t('promotions.saveFailed')),
                })
              }
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function SaleRow({
  sale,
  locale,
  busy,
  onCancel,
}: {
  sale: Sale;
  locale: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useT();
  const open = sale.status === 'scheduled' || sale.status === 'running';
  return (
    <li>
      <Group
        justify="space-between"
        gap="sm"
        p="sm"
        style={{ border: '1px solid var(--kramik-border)', borderRadius: 12 }}
      >
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={700}>{t('promotions.percentOff', { percent: sale.percent })}</Text>
            <Badge color={STATUS_COLOR[sale.status]} variant="light">
              {t(`promotions.status.${sale.status}`)}
            </Badge>
          </Group>
          <Text size="sm">
            {sale.allProducts
              ? t('promotions.wholeShop')
              : t('promotions.productCount', { count: sale.productIds.length })}
          </Text>
          <Text size="sm" c="var(--kramik-muted)">
            {formatDateTime(sale.startsAt, locale)} – {formatDateTime(sale.endsAt, locale)}
          </Text>
        </Stack>
        {open && (
          <Button variant="default" size="xs" disabled={busy} onClick={onCancel}>
            {sale.status === 'running' ? t('promotions.endNow') : t('promotions.cancelSale')}
          </Button>
        )}
      </Group>
    </li>
  );
}

function SaleForm() {
  const t = useT();
  const create = useCreateSale();
  const products = useSaleProducts();
  const options = (products.data?.items ?? []).map((p) => ({
    value: p._id,
    label: p.name,
  }));
  const now = new Date();
  const [percent, setPercent] = useState<number | string>(20);
  const [scope, setScope] = useState<'all' | 'chosen'>('all');
  const [chosen, setChosen] = useState<string[]>([]);
  const [startsAt, setStartsAt] = useState(isoToLocalInput(now));
  const [endsAt, setEndsAt] = useState(isoToLocalInput(new Date(now.getTime() + 7 * 86_400_000)));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const start = localInputToIso(startsAt);
    const end = localInputToIso(endsAt);
    const local: Record<string, string> = {};
    if (!start) local.startsAt = t('promotions.dateRequired');
    if (!end) local.endsAt = t('promotions.dateRequired');
    setErrors(local);
    if (!start || !end) return;
    create.mutate(
      {
        percent: Number(percent),
        allProducts: scope === 'all',
        productIds: scope === 'all' ? [] : chosen,
        startsAt: start,
        endsAt: end,
      },
      {
        onSuccess: () => {
          notifySuccess(t('promotions.saleScheduled'));
          setChosen([]);
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          if (fields) setErrors(fields);
          else notifyApiError(e, t('promotions.saveFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('promotions.newSale')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <NumberInput
            label={t('promotions.percent')}
            value={percent}
            onChange={setPercent}
            min={1}
            max={90}
            suffix=" %"
            error={errors.percent}
            required
          />
          <TextInput
            type="datetime-local"
            label={t('promotions.startsAt')}
            value={startsAt}
            onChange={(e) => setStartsAt(e.currentTarget.value)}
            error={errors.startsAt}
            required
          />
          <TextInput
            type="datetime-local"
            label={t('promotions.endsAt')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
            required
          />
        </SimpleGrid>
        <SegmentedControl
          value={scope}
          onChange={(v) => setScope(v)}
          data={[
            { value: 'all', label: t('promotions.wholeShop') },
            { value: 'chosen', label: t('promotions.chosenProducts') },
          ]}
          aria-label={t('promotions.scope')}
          style={{ alignSelf: 'flex-start' }}
        />
        {scope === 'chosen' && (
          <MultiSelect
            label={t('promotions.products')}
            data={options}
            value={chosen}
            onChange={setChosen}
            searchable
            error={errors.productIds}
            nothingFoundMessage={t('promotions.noProducts')}
          />
        )}
        {errors._ && (
          <Text size="sm" c="red.7" role="alert">
            {errors._}
          </Text>
        )}
        <Text size="xs" c="var(--kramik-muted)">
          {t('promotions.omnibusNote')}
        </Text>
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('promotions.scheduleSale')}
        </Button>
      </Stack>
    </form>
  );
}

function CouponsSection({ locale }: { locale: string }) {
  const t = useT();
  const coupons = useCoupons();
  const deactivate = useDeactivateCoupon();
  const items = coupons.data?.items ?? [];
  return (
    <SectionCard
      title={t('promotions.couponsTitle')}
      description={t('promotions.couponsDescription')}
      landmark
    >
      <CouponForm />
      {coupons.isPending ? null : items.length === 0 ? (
        <EmptyState text={t('promotions.noCoupons')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((coupon) => (
            <CouponRow
              key={coupon._id}
              coupon={coupon}
              locale={locale}
              busy={deactivate.isPending}
              onDeactivate={() =>
                deactivate.mutate(coupon._id, {
                  onError: (e) => notifyApiError(e, t('promotions.saveFailed')),
                })
              }
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function CouponRow({
  coupon,
  locale,
  busy,
  onDeactivate,
}: {
  coupon: Coupon;
  locale: string;
  busy: boolean;
  onDeactivate: () => void;
}) {
  const t = useT();
  const expired = coupon.endsAt !== null && new Date(coupon.endsAt) <= new Date();
  const facts = [
    t('promotions.couponOff', { value: couponValueText(coupon, locale) }),
    coupon.minOrderAmount > 0
      ? t('promotions.minOrderFact', {
          amount: formatMoney(coupon.minOrderAmount, coupon.currency, locale),
        })
      : null,
    coupon.endsAt
      ? t('promotions.untilFact', { date: formatDateTime(coupon.endsAt, locale) })
      : null,
    t('promotions.perBuyerFact', { count: coupon.perBuyerLimit }),
  ].filter(Boolean);
  return (
    <li>
      <Group
        justify="space-between"
        gap="sm"
        p="sm"
        style={{ border: '1px solid var(--kramik-border)', borderRadius: 12 }}
      >
        <Stack gap={2} style={{ flex: '1 1 220px' }}>
          <Group gap="xs">
            <Text fw={700} ff="monospace">
              {coupon.code}
            </Text>
            <Badge color={coupon.active && !expired ? 'green' : 'gray'} variant="light">
              {!coupon.active
                ? t('promotions.inactive')
                : expired
                  ? t('promotions.expired')
                  : t('promotions.active')}
            </Badge>
          </Group>
          <Text size="sm">{facts.join(' · ')}</Text>
          <Text size="sm" c="var(--kramik-muted)" data-testid="coupon-uses">
            {coupon.useLimit === null
              ? t('promotions.usesUnlimited', { count: coupon.uses })
              : t('promotions.usesOfLimit', { count: coupon.uses, limit: coupon.useLimit })}
          </Text>
        </Stack>
        {coupon.active && (
          <Button variant="default" size="xs" disabled={busy} onClick={onDeactivate}>
            {t('promotions.deactivate')}
          </Button>
        )}
      </Group>
    </li>
  );
}

function CouponForm() {
  const t = useT();
  const create = useCreateCoupon();
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<CouponKind>('percent');
  const [value, setValue] = useState('10');
  const [minOrder, setMinOrder] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [useLimit, setUseLimit] = useState<number | string>('');
  const [perBuyer, setPerBuyer] = useState<number | string>(1);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = kind === 'amount' ? parseAmount(value) : Number(value);
    const minimum = minOrder.trim() ? parseAmount(minOrder) : 0;
    const local: Record<string, string> = {};
    if (amount === null || !Number.isInteger(amount)) local.value = t('promotions.amountInvalid');
    if (minimum === null) local.minOrderAmount = t('promotions.amountInvalid');
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    create.mutate(
      {
        code: code.trim(),
        kind,
        value: amount!,
        minOrderAmount: minimum!,
        endsAt: localInputToIso(endsAt),
        useLimit: useLimit === '' ? null : Number(useLimit),
        perBuyerLimit: Number(perBuyer) || 1,
      },
      {
        onSuccess: (coupon) => {
          notifySuccess(t('promotions.couponCreated', { code: coupon.code }));
          setCode('');
        },
        onError: (e) => {
          const fields = fieldErrors(e);
          if (fields) setErrors(fields);
          else notifyApiError(e, t('promotions.saveFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('promotions.newCoupon')}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label={t('promotions.code')}
            description={t('promotions.codeHint')}
            value={code}
            onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
            error={errors.code}
            maxLength={32}
            required
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('promotions.kind')}
            </Text>
            <SegmentedControl
              value={kind}
              onChange={(v) => setKind(v)}
              data={[
                { value: 'percent', label: t('promotions.kindPercent') },
                { value: 'amount', label: t('promotions.kindAmount') },
              ]}
              aria-label={t('promotions.kind')}
            />
          </Stack>
          <TextInput
            label={kind === 'percent' ? t('promotions.percent') : t('promotions.amount')}
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            error={errors.value}
            inputMode="decimal"
            required
          />
          <TextInput
            label={t('promotions.minOrder')}
            value={minOrder}
            onChange={(e) => setMinOrder(e.currentTarget.value)}
            error={errors.minOrderAmount}
            inputMode="decimal"
          />
          <TextInput
            type="datetime-local"
            label={t('promotions.couponEndsAt')}
            value={endsAt}
            onChange={(e) => setEndsAt(e.currentTarget.value)}
            error={errors.endsAt}
          />
          <Group grow gap="sm" align="flex-start">
            <NumberInput
              label={t('promotions.useLimit')}
              value={useLimit}
              onChange={setUseLimit}
              min={1}
              placeholder={t('promotions.unlimited')}
              error={errors.useLimit}
            />
            <NumberInput
              label={t('promotions.perBuyerLimit')}
              value={perBuyer}
              onChange={setPerBuyer}
              min={1}
              error={errors.perBuyerLimit}
            />
          </Group>
        </SimpleGrid>
        {errors._ && (
          <Text size="sm" c="red.7" role="alert">
            {errors._}
          </Text>
        )}
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('promotions.createCoupon')}
        </Button>
      </Stack>
    </form>
  );
}
