import { StaticPage } from '../../features/pages/components/static-page';
import intellectualProperty from '../../features/pages/content/intellectual-property';
import { RouteHeader } from '../../components/route-page';

export default function IntellectualPropertyPage() {
  return (
    <StaticPage
      header={<RouteHeader id="intellectualProperty" subtitle={null} />}
      translations={intellectualProperty}
    />
  );
}
