import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH } from '@kramik/contract';

/** The new password typed twice, as registration, password reset and password change ask it. */
export function NewPasswordFields({
  label,
  password,
  repeat,
  onPasswordChange,
  onRepeatChange,
  passwordError,
  repeatError,
  sideBySide = false,
}: {
  /** The first field's label; "New password" unless given. */
  label?: string;
  password: string;
  repeat: string;
  onPasswordChange: (value: string) => void;
  onRepeatChange: (value: string) => void;
  passwordError?: string;
  repeatError?: string;
  /** Both fields in one row from the small breakpoint up, the hint under the first. */
  sideBySide?: boolean;
}) {
  const { t } = useTranslation();
  const fields = (
    <>
      <PasswordInput
        label={label ?? t('resetPassword.newPassword')}
        description={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        // In a row the hint goes under the field, so both fields stay level.
        inputWrapperOrder={sideBySide ? ['label', 'input', 'description', 'error'] : undefined}
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.currentTarget.value)}
        error={passwordError}
        required
      />
      <PasswordInput
        label={t('account.repeatPassword')}
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => onRepeatChange(e.currentTarget.value)}
        error={repeatError}
        required
      />
    </>
  );
  return sideBySide ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}

/** The repeat field's problem, if any: empty, or not the same as the new password. */
export function repeatPasswordError(
  password: string,
  repeat: string,
  t: (key: 'validation.required' | 'validation.passwordsMismatch') => string,
) {
  if (!repeat) return t('validation.required');
  return repeat !== password ? t('validation.passwordsMismatch') : undefined;
}
