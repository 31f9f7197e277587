import { StaticPage } from '../../features/pages/components/static-page';
import security from '../../features/pages/content/security';
import { RouteHeader } from '../../components/route-page';

export default function SecurityPage() {
  return (
    <StaticPage header={<RouteHeader id="security" subtitle={null} />} translations={security} />
  );
}
