import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useSearchParams } from 'react-router';
import { useAuth } from '../../features/accounts/auth-store';
import { getProduct } from '../../features/catalog/api/get-product';
import { ReportForm } from '../../features/reports/components/report-form';
import { reportTargetOf } from '../../features/reports/report-target';
import { getPublicCompany } from '../../features/sellers/api/get-public-company';
import { currentLocale } from '../../i18n';
import { isNotFound, retryUnlessNotFound } from '../../lib/queries';
import { MissingNotice } from '../../components/query-state';
import { RoutePage } from '../../components/route-page';
import { SurfaceCard } from '../../components/surface-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * "Report suspicious activity" (the footer's link, and every "Report" link with its target in
 * the query: `?product=`, `?company=`, `?review=`, `?message=`). The product's or maker's name
 * says what is reported; an unknown one is said to be gone.
 */
export default function ReportPage() {
  const t = useT();
  const [params] = useSearchParams();
  const target = reportTargetOf(params);
  const { user } = useAuth();
  const locale = currentLocale();
  const valid = target.id === null || UUID.test(target.id);
  const id = target.id ?? '';
  const product = useQuery({
    queryKey: ['products', 'detail', id, locale],
    queryFn: () => getProduct(id),
    enabled: valid && target.type === 'product',
    retry: retryUnlessNotFound,
  });
  const company = useQuery({
    queryKey: ['companies', 'one', id],
    queryFn: () => getPublicCompany(id),
    enabled: valid && target.type === 'company',
    retry: retryUnlessNotFound,
  });
  const named = target.type === 'product' ? product : target.type === 'company' ? company : null;

  let body;
  if (!valid || (named && isNotFound(named.error))) {
    body = (
      <MissingNotice
        message={t('reports.targetGone')}
        backTo="/"
        backLabel={t('reports.backHome')}
      />
    );
  } else if (named?.isPending) {
    body = <Skeleton height={420} radius="lg" />;
  } else {
    const backTo =
      target.type === 'product'
        ? `/products/${id}`
        : target.type === 'company'
          ? `/company/${id}`
          : '/';
    body = (
      <SurfaceCard>
        <ReportForm
          key={`${target.type}:${id}`}
          target={target}
          targetName={product.data?.name ?? company.data?.shortName ?? null}
          signedIn={user !== null}
          backTo={backTo}
        />
      </SurfaceCard>
    );
  }
  return (
    <RoutePage id="report" size={640}>
      {body}
    </RoutePage>
  );
}
