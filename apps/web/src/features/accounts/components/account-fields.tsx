import { Anchor, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';
import { useT } from '../../../i18n/use-t';
import { Link } from 'react-router';
import type { BoundTextField } from '../../../lib/use-form';
import forms from '../../../components/forms.module.css';

type TextInputProps = ComponentPropsWithoutRef<typeof TextInput>;
type PasswordInputProps = ComponentPropsWithoutRef<typeof PasswordInput>;

/** The login name: typed as it is, never capitalised or spell-checked. "Login name" unless given. */
export function UsernameInput({ label, ...props }: TextInputProps) {
  const t = useT();
  return (
    <TextInput
      label={label ?? t('account.username')}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** The e-mail address, with the keyboard and autofill for one. */
export function EmailInput(props: TextInputProps) {
  const t = useT();
  return (
    <TextInput label={t('account.email')} type="email" autoComplete="email" required {...props} />
  );
}

/** First and last name, side by side from the small breakpoint up. */
export function PersonNameInputs({
  firstName,
  lastName,
}: {
  firstName: BoundTextField;
  lastName: BoundTextField;
}) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextInput label={t('account.firstName')} autoComplete="given-name" required {...firstName} />
      <TextInput label={t('account.lastName')} autoComplete="family-name" required {...lastName} />
    </SimpleGrid>
  );
}

/** A code from an e-mail: the keyboard offers digits and the browser may fill it in. */
export function OneTimeCodeInput(props: TextInputProps) {
  return (
    <TextInput
      autoComplete="one-time-code"
      inputMode="numeric"
      spellCheck={false}
      required
      {...props}
    />
  );
}

/** The password the account has now, asked to confirm who is acting. */
export function CurrentPasswordInput(props: PasswordInputProps) {
  const t = useT();
  return (
    <PasswordInput
      autoComplete="current-password"
      required
      visibilityToggleButtonProps={{ 'aria-label': t('layout.showPassword') }}
      {...props}
    />
  );
}

/** A muted line under a sign-in form: a question and the link that answers it. */
export function FormLinkLine({ text, to, link }: { text: string; to: string; link: string }) {
  return (
    <Text size="sm" c="var(--kramik-muted)" ta="center">
      {text}{' '}
      <Anchor component={Link} to={to} className={forms.link}>
        {link}
      </Anchor>
    </Text>
  );
}
