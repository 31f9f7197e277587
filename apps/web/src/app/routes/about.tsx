import { StaticPage } from '../../features/pages/components/static-page';
import about from '../../features/pages/content/about';
import { RouteHeader } from '../../components/route-page';

export default function AboutPage() {
  return <StaticPage header={<RouteHeader id="about" subtitle={null} />} translations={about} />;
}
