import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { Company } from '@kramik/contract';
import forms from '../../../components/forms.module.css';
import { SectionCard } from '../../../components/section-card';

/** Delivery costs must be set before products can be added (SPEC §5). */
export function StoreNotConfigured() {
  const t = useT();
  return (
    <Paper
      role="status"
      radius="md"
      p="md"
      bg="var(--mantine-color-clay-light)"
      className={forms.readable}
      style={{ borderLeft: '4px solid var(--mantine-color-clay-7)' }}
    >
      <Text size="sm">
        {t('sellers.notConfigured')}{' '}
        <Anchor component={Link} to="/seller/logistics" className={forms.link} inherit>
          {t('sellers.setDeliveryCosts')}
        </Anchor>
      </Text>
    </Paper>
  );
}

/** Where a seller goes after the company data: payments, delivery costs, the public page. */
export function NextSteps({ company }: { company: Company }) {
  const t = useT();
  return (
    <SectionCard title={t('sellers.nextTitle')}>
      <Group gap="sm">
        <Button component={Link} to="/seller/settings" variant="default" size="md">
          {t('routes.sellerSettings.title')}
        </Button>
        <Button component={Link} to="/seller/logistics" variant="default" size="md">
          {t('routes.manageLogistics.title')}
        </Button>
        <Button component={Link} to={`/company/${company._id}`} variant="subtle" size="md">
          {t('sellers.seePublicPage')}
        </Button>
      </Group>
    </SectionCard>
  );
}
