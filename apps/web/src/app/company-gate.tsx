import { Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Company } from '@kramik/contract';
import { useMyCompany } from '../features/sellers/api/get-company';
import { QueryState } from '../components/query-state';

/**
 * The part of a seller's page that needs the company: a placeholder of `pendingHeight` while it
 * loads, `failed` with a retry, `none` before the seller has saved company data, else `children`.
 */
export function CompanyGate({
  pendingHeight,
  failed,
  none,
  children,
}: {
  pendingHeight: number;
  failed: string;
  none: ReactNode;
  children: (company: Company) => ReactNode;
}) {
  const company = useMyCompany();
  return (
    <QueryState
      query={company}
      pending={<Skeleton height={pendingHeight} radius="lg" aria-busy="true" />}
      failed={failed}
    >
      {(data) => (data ? children(data) : none)}
    </QueryState>
  );
}
