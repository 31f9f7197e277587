import '@mantine/core/styles/Tabs.css';
import { Badge, Tabs, VisuallyHidden } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useSearchParams } from 'react-router';
import { useUnreadContactCount } from '../../features/contact/api/contact-inbox';
import { ContactInbox } from '../../features/contact/components/contact-inbox';
import { ReportsQueue } from '../../features/reports/components/reports-queue';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

type Tab = 'reports' | 'inbox';

/**
 * The admin's moderation screen: the queue of reports and, in its second tab, the contact form's
 * inbox (`?tab=inbox`, where the inbox mail's link leads).
 */
export default function AdminReportsPage() {
  const t = useT();
  const locale = currentLocale();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'inbox' ? 'inbox' : 'reports';
  const unread = useUnreadContactCount();
  return (
    <RoutePage id="adminReports" size="lg">
      <Tabs
        value={tab}
        onChange={(value) =>
          setParams(value === 'inbox' ? { tab: 'inbox' } : {}, { replace: true })
        }
        keepMounted={false}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="reports">{t('adminReports.tabReports')}</Tabs.Tab>
          <Tabs.Tab
            value="inbox"
            rightSection={
              unread ? (
                <>
                  <Badge size="sm" color="clay" circle aria-hidden>
                    {unread}
                  </Badge>
                  <VisuallyHidden>
                    {t('adminReports.inbox.unreadCount', { count: unread })}
                  </VisuallyHidden>
                </>
              ) : null
            }
          >
            {t('adminReports.tabInbox')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="reports">
          <ReportsQueue locale={locale} />
        </Tabs.Panel>
        <Tabs.Panel value="inbox">
          <ContactInbox locale={locale} />
        </Tabs.Panel>
      </Tabs>
    </RoutePage>
  );
}
