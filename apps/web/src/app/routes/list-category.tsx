import { CategoryManager } from '../../features/categories/components/category-manager';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** Category and subcategory management (SPEC /listcategory). */
export default function ListCategoryPage() {
  return (
    <RoutePage id="listCategory" size="lg">
      <CategoryManager locale={currentLocale()} />
    </RoutePage>
  );
}
