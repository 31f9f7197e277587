import { RoutePage } from '../../components/route-page';
import { MessagesScreen } from '../../features/conversations/components/messages-screen';
import { ReportLink } from '../../features/reports/components/report-link';
import { currentLocale } from '../../i18n';

export default function MessagesPage() {
  return (
    <RoutePage id="messages" size="xl">
      <MessagesScreen
        locale={currentLocale()}
        messageAction={(message) => (
          <ReportLink targetType="message" targetId={message._id} size="xs" />
        )}
      />
    </RoutePage>
  );
}
