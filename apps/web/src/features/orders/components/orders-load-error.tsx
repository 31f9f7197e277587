import { Button } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { LoadError } from '../../../components/load-error';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * A list that failed to load. A maker's list (`makers`) answers 404 until the company data is
 * filled in: then the way there instead of an error.
 */
export function OrdersLoadError({
  error,
  makers,
  message,
  onRetry,
}: {
  error: unknown;
  makers: boolean;
  message: string;
  onRetry: () => unknown;
}) {
  const t = useT();
  if (makers && error instanceof ApiRequestError && error.status === 404) {
    return (
      <EmptyState onPage text={t('orders.empty.noCompany')}>
        <Button component={Link} to="/company-data">
          {t('orders.empty.fillCompany')}
        </Button>
      </EmptyState>
    );
  }
  return <LoadError message={message} onRetry={onRetry} />;
}
