import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Company } from '@kramik/contract';
import { useCountries } from '../../features/accounts/api/list-countries';
import { authStore, useAuth } from '../../features/accounts/auth-store';
import { useMyCompany } from '../../features/sellers/api/get-company';
import { CompanyForm } from '../../features/sellers/components/company-form';
import { CompanyPhotoCard } from '../../features/sellers/components/company-photo-card';
import { NextSteps, StoreNotConfigured } from '../../features/sellers/components/next-steps';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';
import { QueryState, SkeletonStack } from '../../components/query-state';

/** The seller's company data (SPEC /company-data), its photo and the next steps. */
export default function CompanyDataPage() {
  const { t } = useTranslation();
  const company = useMyCompany();
  const countries = useCountries(currentLocale());
  const { user } = useAuth();
  // The first save creates the company: the menu's "my goods" then filters by it.
  const onSaved = (saved: Company) => {
    if (user && user.companyId !== saved._id) authStore.setUser({ ...user, companyId: saved._id });
  };

  return (
    <RoutePage id="companyData" size="md">
      <QueryState
        query={company}
        pending={<SkeletonStack heights={[520, 200]} />}
        failed={t('sellers.loadFailed')}
      >
        {(data) => (
          <Stack gap="lg">
            {data && !data.storeConfigured && <StoreNotConfigured />}
            <CompanyForm
              key={data?._id ?? 'new'}
              company={data}
              countries={countries.data}
              countriesFailed={countries.isError}
              onSaved={onSaved}
            />
            {data ? (
              <>
                <CompanyPhotoCard company={data} />
                <NextSteps company={data} />
              </>
            ) : (
              <Text size="sm" c="var(--kramik-muted)">
                {t('sellers.photoAfterSave')}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </RoutePage>
  );
}
