import '@mantine/core/styles/Tabs.css';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { useSearchParams } from 'react-router';
import { AdminOverview } from '../../features/dashboard/components/admin-overview';
import { PaymentOperators } from '../../features/payments-admin/components/payment-operators';
import { PayoutsTable } from '../../features/payments-admin/components/payouts-table';
import { SiteTab } from '../../features/site/components/site-tab';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

interface AdminTab {
  /** The `?tab=` value; the first tab is the page's default and has none. */
  value: string;
  label: string;
  panel: ReactNode;
}

/**
 * `/admin`: the administrator's front page, one tab per area (`?tab=`, so that a tab can be
 * linked to and survives a reload).
 */
export default function AdminPage() {
  const t = useT();
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const tabs: AdminTab[] = [
    {
      value: 'overview',
      label: t('dashboard.admin.tab'),
      panel: <AdminOverview locale={locale} />,
    },
    {
      value: 'operators',
      label: t('adminPayments.operators.title'),
      panel: <PaymentOperators />,
    },
    {
      value: 'payouts',
      label: t('adminPayments.payouts.title'),
      panel: <PayoutsTable locale={locale} />,
    },
    {
      value: 'site',
      label: t('adminSite.tab'),
      panel: <SiteTab />,
    },
  ];
  const first = tabs[0]!.value;
  const tab = tabs.find((item) => item.value === params.get('tab'))?.value ?? first;
  return (
    <RoutePage id="admin" size="lg" subtitle={null}>
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value && value !== first ? { tab: value } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          {tabs.map((item) => (
            <Tabs.Tab key={item.value} value={item.value}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((item) => (
          <Tabs.Panel key={item.value} value={item.value}>
            {item.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </RoutePage>
  );
}
