import { Alert } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import type { Company } from '@kramik/contract';

/**
 * Where a maker stands (issue 20): while their company awaits an administrator's approval, their
 * products are not shown in the catalog. Nothing once approved (or before a company exists).
 */
export function MakerStanding({ company }: { company: Company | null | undefined }) {
  const t = useT();
  if (!company || company.approval !== 'awaitingApproval') return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="lg"
      title={t('sellerProducts.awaitingApprovalTitle')}
    >
      {t('sellerProducts.awaitingApproval')}
    </Alert>
  );
}
