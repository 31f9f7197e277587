import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import { CompanyInputSchema, type Company, type Country } from '@kramik/contract';
import { AddressInputs } from '../../../components/address-inputs';
import { ReadableForm, SubmitRow } from '../../../components/form-fields';
import { SectionCard } from '../../../components/section-card';
import { serverFieldErrors, validateForm, type FieldErrors } from '../../../lib/form-errors';
import { notifyApiError, notifyError, notifySuccess } from '../../../lib/notify';
import { formValues, useForm } from '../../../lib/use-form';
import { useOpenShop } from '../api/open-shop';
import { useSaveCompany } from '../api/save-company';
import { companyFormatErrors, taxKindOf, type CompanyValues } from '../company-checks';

const EMPTY: CompanyValues = {
  companyName: '',
  shortName: '',
  street: '',
  postalCode: '',
  city: '',
  country: '',
  taxNumber: '',
  webPage: '',
  bic: '',
  iban: '',
  description: '',
};

/** The seller's company data (SPEC §3 "Company"): created by the first save, updated after. */
export function CompanyForm({
  company,
  countries,
  countriesFailed,
  onSaved,
  opensShop = false,
}: {
  company: Company | null;
  countries: Country[] | undefined;
  countriesFailed: boolean;
  /** A buyer's account becomes a maker's with this first save (`POST /api/users/become-seller`). */
  opensShop?: boolean;
  onSaved?: (company: Company) => void;
}) {
  const t = useT();
  const saveCompany = useSaveCompany();
  const openShop = useOpenShop();
  const save = opensShop ? openShop : saveCompany;
  const { values, set, errors, formRef, showErrors, field } = useForm(() =>
    formValues(EMPTY, company),
  );
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
      showErrors(all);
      // SPEC §5: an invalid company form says so, whichever field is wrong.
      notifyError(t('validation.fillAllRequired'));
      return;
    }
    save.mutate(data, {
      onSuccess: (saved) => {
        notifySuccess(opensShop ? t('sellers.shopOpened') : t('sellers.companySaved'));
        onSaved?.(saved);
      },
      onError: (error) => {
        showErrors(serverFieldErrors(error));
        notifyApiError(error, t('sellers.companySaveFailed'));
      },
    });
  };

  return (
    <SectionCard title={t('sellers.companyTitle')} description={t('sellers.companyIntro')}>
      <ReadableForm label={t('sellers.companyTitle')} formRef={formRef} onSubmit={submit}>
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
          <AddressInputs
            section="billing"
            pairOnPhones
            values={values}
            onChange={set}
            errors={errors}
            countries={countries}
            countriesFailed={countriesFailed}
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
          label={t('sellers.story')}
          description={t('sellers.storyHint')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={4000}
          {...field('description')}
        />
        <SubmitRow loading={save.isPending}>
          {opensShop ? t('sellers.openShopSubmit') : t('accountPage.save')}
        </SubmitRow>
      </ReadableForm>
    </SectionCard>
  );
}
