import { PendingPage } from '../components/pending-page';

export default function CatalogPage() {
  return <PendingPage id="catalog" />;
}
