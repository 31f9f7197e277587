import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CategoryManager } from '../../features/categories/components/category-manager';
import { currentLocale } from '../../i18n';
import { PageHeader } from '../../components/page-header';

/** Category and subcategory management (SPEC /listcategory). */
export default function ListCategoryPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <PageHeader
        title={t('routes.listCategory.title')}
        subtitle={t('routes.listCategory.description')}
      />
      <CategoryManager locale={currentLocale()} />
    </Container>
  );
}
