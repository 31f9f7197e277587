import { Stack } from '@mantine/core';
import { useT } from '../../i18n/use-t';
import { useAuth } from '../../features/accounts/auth-store';
import { AddressesCard } from '../../features/accounts/components/addresses-card';
import { ChangePasswordCard } from '../../features/accounts/components/change-password-card';
import { DeleteAccountCard } from '../../features/accounts/components/delete-account-card';
import { InvoiceDataCard } from '../../features/accounts/components/invoice-data-card';
import { LogoutButton } from '../../features/accounts/components/logout-button';
import { ProfileCard } from '../../features/accounts/components/profile-card';
import { DigestSetting } from '../../features/favourites/components/digest-setting';
import { currentLocale } from '../../i18n';
import { RoutePage } from '../../components/route-page';

/** The user page (SPEC /account): profile, password, addresses, invoice data, deletion. */
export default function AccountPage() {
  const t = useT();
  const { user } = useAuth();
  if (!user) return null;
  const locale = currentLocale();
  return (
    <RoutePage
      id="account"
      size="md"
      subtitle={t('layout.signedInAs', { name: user.username })}
      action={<LogoutButton />}
    >
      <Stack gap="lg">
        <ProfileCard key={user._id} user={user} locale={locale} />
        <ChangePasswordCard />
        <AddressesCard userId={user._id} locale={locale} />
        <InvoiceDataCard userId={user._id} locale={locale} />
        <DigestSetting />
        <DeleteAccountCard />
      </Stack>
    </RoutePage>
  );
}
