import { PendingPage } from '../components/pending-page';

export default function ListCategoryPage() {
  return <PendingPage id="listCategory" />;
}
