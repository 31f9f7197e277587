import { Alert, Stack, Text } from '@mantine/core';
import { useT } from '../../i18n/use-t';
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
  const t = useT();
  const { user } = useAuth();
  // A buyer opens a shop with the same account: the first save makes them a maker. Until then
  // there is no company to ask the seller's API for.
  const opensShop = user?.permissions === 'user';
  const company = useMyCompany(!opensShop);
  const countries = useCountries(currentLocale());
  // The first save creates the company: the menu's "my goods" then filters by it.
  const onSaved = (saved: Company) => {
    if (!user) return;
    if (opensShop) authStore.setUser({ ...user, permissions: 'seller', companyId: saved._id });
    else if (user.companyId !== saved._id) authStore.setUser({ ...user, companyId: saved._id });
  };

  if (opensShop) {
    return (
      <RoutePage id="companyData" size="md">
        <Stack gap="lg">
          <Alert color="blue" variant="light" title={t('sellers.openShopTitle')}>
            {t('sellers.openShopIntro')}
          </Alert>
          <CompanyForm
            key="new"
            opensShop
            company={null}
            countries={countries.data}
            countriesFailed={countries.isError}
            onSaved={onSaved}
          />
        </Stack>
      </RoutePage>
    );
  }

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
