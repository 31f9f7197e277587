import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import {
  PRODUCT_CODE_MAX_LENGTH,
  PRODUCT_CONDITIONS,
  type Locale,
  type ProductCondition,
  type SellerProduct,
} from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import { ApiRequestError } from '../../../lib/api-client';
import type { FieldErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { useCategoryTree } from '../api/list-categories';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import {
  checkProductForm,
  emptyVersion,
  formFieldOf,
  headlineProblem,
  newProductValues,
  productValues,
  versionIndex,
  withoutVersion,
  type FieldProblem,
  type ProductFormValues,
  type VersionField,
} from '../product-form-values';
import classes from './products.module.css';
import { VersionsEditor } from './versions-editor';

/**
 * The product form of SPEC §3 "Product", for adding (`product` null) and editing. Images are
 * added on the edit page, once the product exists.
 */
export function ProductForm({
  product,
  currency,
  locale,
  onCreated,
}: {
  product: SellerProduct | null;
  currency: string;
  locale: Locale;
  onCreated?: (product: SellerProduct) => void;
}) {
  const t = useT();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const categories = useCategoryTree(locale);
  const formRef = useRef<HTMLFormElement>(null);
  const blockedRef = useRef<HTMLDivElement>(null);
  const { values, setValues, set, errors, setErrors } = useFormState<ProductFormValues>(() =>
    product ? productValues(product) : newProductValues(locale),
  );
  const [activeVersion, setActiveVersion] = useState<Locale | null>(
    values.versions[0]?.locale ?? null,
  );
  // The server's "Your store is not fully configured…" when adding was refused.
  const [storeBlocked, setStoreBlocked] = useState<string | null>(null);
  const pending = create.isPending || update.isPending;
  const productCurrency = product?.currency ?? currency;

  const problemText = (p: FieldProblem) => t(`validation.${p.key}`, p.params);

  /** Shows field messages and opens the first version that has one. */
  const showErrors = (all: FieldErrors) => {
    setErrors(all);
    const versions = Object.keys(all)
      .filter((field) => all[field])
      .map(versionIndex)
      .filter((i) => i >= 0)
      .sort((a, b) => a - b);
    const first = versions[0] !== undefined ? values.versions[versions[0]] : undefined;
    if (first) setActiveVersion(first.locale);
    focusFirstInvalid(formRef.current);
  };

  const setVersion = (index: number, field: VersionField, value: string) => {
    setValues((current) => ({
      ...current,
      versions: current.versions.map((v, i) => (i === index ? { ...v, [field]: value } : v)),
    }));
    const key = `versions.${index}.${field}`;
    setErrors((current) => (current[key] ? { ...current, [key]: undefined } : current));
  };

  const addVersion = (added: Locale) => {
    setValues((current) => ({ ...current, versions: [...current.versions, emptyVersion(added)] }));
    setErrors((current) => ({ ...current, versions: undefined }));
    setActiveVersion(added);
  };

  const removeVersion = (index: number) => {
    const remaining = values.versions.filter((_, i) => i !== index);
    setValues((current) => ({ ...current, versions: remaining }));
    setErrors((current) => withoutVersion(current, index));
    setActiveVersion(remaining[Math.max(0, index - 1)]?.locale ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkProductForm(values);
    if (checked.problems) {
      const all: FieldErrors = {};
      for (const [field, problem] of Object.entries(checked.problems)) {
        all[field] = problemText(problem);
      }
      showErrors(all);
      const headline = headlineProblem(checked.problems);
      if (headline) notifyError(problemText(headline));
      return;
    }
    setStoreBlocked(null);
    const onError = (error: unknown) => {
      if (error instanceof ApiRequestError && error.code === 'STORE_NOT_CONFIGURED') {
        setStoreBlocked(error.message);
        requestAnimationFrame(() => {
          blockedRef.current?.scrollIntoView?.({ block: 'center' });
          blockedRef.current?.focus();
        });
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'VALIDATION_FAILED') {
        const all: FieldErrors = {};
        for (const [field, message] of Object.entries(error.fields)) {
          all[formFieldOf(field)] = message;
        }
        showErrors(all);
        notifyError(error.message);
        return;
      }
      notifyApiError(error, t('productForm.saveFailed'));
    };
    if (product) {
      update.mutate(
        { id: product._id, input: checked.payload },
        {
          onSuccess: (saved) => {
            setValues(productValues(saved));
            notifySuccess(t('productForm.saved'));
          },
          onError,
        },
      );
    } else {
      create.mutate(checked.payload, {
        onSuccess: (created) => {
          notifySuccess(t('productForm.created'));
          onCreated?.(created);
        },
        onError,
      });
    }
  };

  const field = (
    name:
      | 'price'
      | 'erpCode'
      | 'ean'
      | 'index'
      | 'quantity'
      | 'deliveryDays'
      | 'makingDays'
      | 'weeklyCapacity',
  ) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: errors[name],
  });

  const tree = categories.data?.items ?? [];
  const category = tree.find((c) => c._id === values.categoryId);
  const subcategories = category?.subcategories ?? [];
  const submitLabel = product ? t('productForm.save') : t('productForm.create');

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className={forms.readable}
      aria-label={product ? t('productForm.editTitle') : t('productForm.newTitle')}
    >
      <Stack gap="lg">
        {storeBlocked && (
          <Alert
            ref={blockedRef}
            tabIndex={-1}
            role="alert"
            color="red"
            variant="light"
            radius="md"
            title={t('productForm.cannotAdd')}
            className={forms.readable}
            styles={{
              title: { color: 'var(--mantine-color-error)' },
              message: { color: 'var(--kramik-ink)' },
            }}
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{storeBlocked}</Text>
              <Anchor component={Link} to="/seller/logistics" className={forms.link} fw={600}>
                {t('productForm.setDeliveryCosts')}
              </Anchor>
            </Stack>
          </Alert>
        )}

        <VersionsEditor
          versions={values.versions}
          active={activeVersion}
          onActivate={setActiveVersion}
          onChange={setVersion}
          onAdd={addVersion}
          onRemove={removeVersion}
          errors={errors}
        />

        <SectionCard title={t('productForm.priceTitle')} description={t('productForm.priceIntro')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('productForm.price')}
              description={t('productForm.priceHint', { currency: productCurrency })}
              inputMode="decimal"
              autoComplete="off"
              placeholder="49.90"
              rightSection={<Text size="sm">{productCurrency}</Text>}
              rightSectionWidth={52}
              required
              {...field('price')}
            />
            {product?.lastPrice && (
              <TextInput
                label={t('productForm.lastPrice')}
                description={t('productForm.lastPriceHint')}
                value={formatMoney(product.lastPrice.amount, product.lastPrice.currency, locale)}
                readOnly
                variant="filled"
              />
            )}
            <TextInput
              label={t('productForm.quantity')}
              description={t('productForm.quantityHint')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...field('quantity')}
            />
            <TextInput
              label={t('productForm.deliveryDays')}
              description={t('productForm.deliveryDaysHint')}
              inputMode="numeric"
              autoComplete="off"
              required
              {...field('deliveryDays')}
            />
          </SimpleGrid>
          {/* Ready to ship from stock, or made after the order (issue 24). */}
          <Stack gap={6} role="group" aria-labelledby="made-to-order-label">
            <Text component="span" size="sm" fw={500} id="made-to-order-label">
              {t('madeToOrder.kindLabel')}
            </Text>
            <SegmentedControl
              value={values.madeToOrder ? 'made' : 'stock'}
              onChange={(value) => set('madeToOrder', value === 'made')}
              data={[
                { value: 'stock', label: t('madeToOrder.readyToShip') },
                { value: 'made', label: t('madeToOrder.madeToOrder') },
              ]}
              fullWidth
              radius="xl"
            />
          </Stack>
          {values.madeToOrder && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput
                label={t('madeToOrder.makingDays')}
                description={t('madeToOrder.makingDaysHint')}
                inputMode="numeric"
                autoComplete="off"
                required
                {...field('makingDays')}
              />
              <TextInput
                label={t('madeToOrder.weeklyCapacity')}
                description={t('madeToOrder.weeklyCapacityHint')}
                inputMode="numeric"
                autoComplete="off"
                required
                {...field('weeklyCapacity')}
              />
            </SimpleGrid>
          )}
          <Checkbox
            label={t('productForm.specialOffer')}
            description={t('productForm.specialOfferHint')}
            checked={values.specialOffer}
            onChange={(e) => set('specialOffer', e.currentTarget.checked)}
            error={errors.specialOffer}
          />
        </SectionCard>

        <SectionCard
          title={t('productForm.categoryTitle')}
          description={t('productForm.categoryIntro')}
        >
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <NativeSelect
              label={t('productForm.category')}
              value={values.categoryId}
              onChange={(e) => {
                const next = e.currentTarget.value;
                setValues((current) => ({ ...current, categoryId: next, subcategoryId: '' }));
                setErrors((current) => ({
                  ...current,
                  categoryId: undefined,
                  subcategoryId: undefined,
                }));
              }}
              error={
                errors.categoryId ??
                (categories.isError ? t('productForm.categoriesFailed') : undefined)
              }
              disabled={categories.isPending}
              required
              data={[
                { value: '', label: t('productForm.chooseCategory'), disabled: true },
                ...tree.map((c) => ({ value: c._id, label: c.name })),
              ]}
            />
            <NativeSelect
              label={t('productForm.subcategory')}
              description={
                category && subcategories.length === 0
                  ? t('productForm.noSubcategories')
                  : undefined
              }
              value={values.subcategoryId}
              onChange={(e) => set('subcategoryId', e.currentTarget.value)}
              error={errors.subcategoryId}
              disabled={!category || subcategories.length === 0}
              data={[
                { value: '', label: t('productForm.noSubcategory') },
                ...subcategories.map((s) => ({ value: s._id, label: s.name })),
              ]}
            />
            <NativeSelect
              label={t('productForm.condition')}
              value={values.condition}
              onChange={(e) => set('condition', e.currentTarget.value as ProductCondition)}
              error={errors.condition}
              required
              data={PRODUCT_CONDITIONS.map((c) => ({
                value: c,
                label: t(`productForm.conditions.${c}`),
              }))}
            />
          </SimpleGrid>
        </SectionCard>

        <SectionCard title={t('productForm.codesTitle')} description={t('productForm.codesIntro')}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('productForm.erpCode')}
              description={t('productForm.optional')}
              autoComplete="off"
              spellCheck={false}
              maxLength={PRODUCT_CODE_MAX_LENGTH}
              {...field('erpCode')}
            />
            <TextInput
              label={t('productForm.ean')}
              description={t('productForm.eanHint')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              maxLength={17}
              {...field('ean')}
            />
            <TextInput
              label={t('productForm.index')}
              description={t('productForm.indexHint')}
              autoComplete="off"
              spellCheck={false}
              maxLength={PRODUCT_CODE_MAX_LENGTH}
              {...field('index')}
            />
          </SimpleGrid>
        </SectionCard>

        <Group justify="flex-end" gap="sm" className={classes.formActions}>
          <Button component={Link} to="/seller/products" variant="default" size="md">
            {t('productForm.backToList')}
          </Button>
          <Button type="submit" size="md" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
