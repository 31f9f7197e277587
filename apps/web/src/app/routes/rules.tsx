import { StaticPage } from '../../features/pages/components/static-page';
import rules from '../../features/pages/content/rules';
import { RouteHeader } from '../../components/route-page';

export default function RulesPage() {
  return <StaticPage header={<RouteHeader id="rules" subtitle={null} />} translations={rules} />;
}
