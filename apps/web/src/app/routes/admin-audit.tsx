import { AuditLog } from '../../features/audit/components/audit-log';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** `/admin/audit`: what the administrators did, who, when, on which object, before and after. */
export default function AdminAuditPage() {
  return (
    <RoutePage id="adminAudit" size="xl">
      <AuditLog locale={currentLocale()} />
    </RoutePage>
  );
}
