import { PasswordInput, SimpleGrid } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { PASSWORD_MIN_LENGTH } from '@kramik/contract';
import type { SafeParser } from '../../../lib/form-errors';
import type { BoundTextField } from '../../../lib/use-form';

/** The new password typed twice, as registration, password reset and password change ask it. */
export function NewPasswordFields({
  label,
  password,
  repeat,
  sideBySide = false,
}: {
  /** The first field's label; "New password" unless given. */
  label?: string;
  /** The new password's field of the form. */
  password: BoundTextField;
  /** The repeat field of the form. */
  repeat: BoundTextField;
  /** Both fields in one row from the small breakpoint up, the hint under the first. */
  sideBySide?: boolean;
}) {
  const t = useT();
  const toggle = { 'aria-label': t('layout.showPassword') };
  const fields = (
    <>
      <PasswordInput
        label={label ?? t('resetPassword.newPassword')}
        description={t('register.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        // In a row the hint goes under the field, so both fields stay level.
        inputWrapperOrder={sideBySide ? ['label', 'input', 'description', 'error'] : undefined}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...password}
      />
      <PasswordInput
        label={t('account.repeatPassword')}
        autoComplete="new-password"
        required
        visibilityToggleButtonProps={toggle}
        {...repeat}
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

/**
 * `schema` that also checks the repeat field: filled in, and the same as the new password. Its
 * problem is one more issue, so it shows beside the schema's own.
 */
export function withRepeatCheck<Output>(
  schema: SafeParser<Output>,
  { newPassword, repeatPassword }: { newPassword: string; repeatPassword: string },
): SafeParser<Output> {
  return {
    safeParse(input) {
      const result = schema.safeParse(input);
      if (repeatPassword && repeatPassword === newPassword) return result;
      const issue = {
        path: ['repeatPassword'],
        message: repeatPassword ? 'passwordsMismatch' : 'required',
      };
      const issues = result.success ? [] : result.error.issues;
      return { success: false, error: { issues: [...issues, issue] } };
    },
  };
}
