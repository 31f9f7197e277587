import { Button, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyInputSchema, type Company, type Country } from '@kramik/contract';
import { CountrySelect } from '../../../components/country-select';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { focusFirstInvalid, useFormState } from '../../../lib/use-form-state';
import { useSaveCompany } from '../api/save-company';
import { companyFormatErrors, taxKindOf, type CompanyValues } from '../company-checks';

function initialValues(company: Company | null): CompanyValues {
  return {
    companyName: company?.companyName ?? '',
    shortName: company?.shortName ?? '',
    street: company?.street ?? '',
    postalCode: company?.postalCode ?? '',
    city: company?.city ?? '',
    country: company?.country ?? '',
    taxNumber: company?.taxNumber ?? '',
    webPage: company?.webPage ?? '',
    bic: company?.bic ?? '',
    iban: company?.iban ?? '',
    description: company?.description ?? '',
  };
}

/** The seller's company data (SPEC §3 "Company"): created by the first save, updated after. */
export function CompanyForm({
  company,
  countries,
  countriesFailed,
  onSaved,
}: {
  company: Company | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  onSaved?: (company: Company) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCompany();
  const formRef = useRef<HTMLFormElement>(null);
  const { values, set, errors, setErrors } = useFormState(() => initialValues(company));
  const taxKind = taxKindOf(values.country);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { data, errors: invalid = {} } = validateForm(CompanyInputSchema, values, t);
    const formats = companyFormatErrors(values);
    const all: FieldErrors = { ...invalid };
    for (const [field, key] of Object.entries(formats)) {
      all[field] ??= t(`validation.${key}`);
    }
    if (!data || Object.keys(all).length > 0) {
      setErrors(all);
      focusFirstInvalid(formRef.current);
      if (Object.values(all).includes(t('validation.required'))) {
        notifyError(t('validation.fillAllRequired'));
      }
      return;
    }
    save.mutate(data, {
      onSuccess: (saved) => {
        notifySuccess(t('sellers.companySaved'));
        onSaved?.(saved);
      },
      onError: (error) => {
        setErrors(serverFieldErrors(error));
        focusFirstInvalid(formRef.current);
        notifyApiError(error, t('sellers.companySaveFailed'));
      },
    });
  };

  const field = (name: keyof CompanyValues) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => set(name, e.currentTarget.value),
    error: errors[name],
  });

  return (
    <SectionCard title={t('sellers.companyTitle')} description={t('sellers.companyIntro')}>
      <form
        className={forms.readable}
        ref={formRef}
        onSubmit={submit}
        noValidate
        aria-label={t('sellers.companyTitle')}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t('accountPage.companyName')}
            autoComplete="organization"
            required
            {...field('companyName')}
          />
          <TextInput
            label={t('sellers.shortName')}
            description={t('sellers.shortNameHint')}
            required
            {...field('shortName')}
          />
          <TextInput
            label={t('accountPage.street')}
            autoComplete="street-address"
            required
            {...field('street')}
          />
          <SimpleGrid cols={2} spacing="md">
            <TextInput
              label={t('accountPage.postalCode')}
              autoComplete="postal-code"
              required
              {...field('postalCode')}
            />
            <TextInput
              label={t('accountPage.city')}
              autoComplete="address-level2"
              required
              {...field('city')}
            />
          </SimpleGrid>
          <CountrySelect
            countries={countries}
            loadFailed={countriesFailed}
            value={values.country}
            onChange={(code) => set('country', code)}
            error={errors.country}
            section="billing"
          />
          <TextInput
            label={t(`sellers.tax.${taxKind}`)}
            description={t(`sellers.taxHint.${taxKind}`)}
            required
            {...field('taxNumber')}
          />
          <TextInput
            label={t('sellers.iban')}
            description={t('sellers.ibanHint')}
            autoComplete="off"
            spellCheck={false}
            required
            {...field('iban')}
          />
          <TextInput
            label={t('sellers.bic')}
            autoComplete="off"
            spellCheck={false}
            required
            {...field('bic')}
          />
          <TextInput
            label={t('sellers.webPage')}
            description={t('accountPage.optional')}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...field('webPage')}
          />
        </SimpleGrid>
        <Textarea
          mt="md"
          label={t('sellers.story')}
          description={t('sellers.storyHint')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          {...field('description')}
        />
        <Group justify="flex-end" mt="lg">
          <Button type="submit" size="md" loading={save.isPending}>
            {t('accountPage.save')}
          </Button>
        </Group>
      </form>
    </SectionCard>
  );
}
