import { StaticPage } from '../../features/pages/components/static-page';
import regular from '../../features/pages/content/regular';
import { RouteHeader } from '../../components/route-page';

export default function RegularPage() {
  return (
    <StaticPage header={<RouteHeader id="regular" subtitle={null} />} translations={regular} />
  );
}
