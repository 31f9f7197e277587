import { StaticPage } from '../../features/pages/components/static-page';
import policy from '../../features/pages/content/policy';
import { RouteHeader } from '../../components/route-page';

export default function PolicyPage() {
  return <StaticPage header={<RouteHeader id="policy" subtitle={null} />} translations={policy} />;
}
