import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import forms from '../../../components/forms.module.css';
import classes from './sellers.module.css';

/** keep: leave the stored secret; replace: send the typed one; remove: send "" to delete it. */
export interface SecretState {
  mode: 'keep' | 'replace' | 'remove';
  value: string;
}

export const secretState = (masked: string | null): SecretState =>
  masked ? { mode: 'keep', value: '' } : { mode: 'replace', value: '' };

/** The value to send: "" when removed, the new one when typed, else left out (kept). */
export function secretInput(state: SecretState): string | undefined {
  if (state.mode === 'remove') return '';
  if (state.mode === 'replace' && state.value.trim()) return state.value;
  return undefined;
}

/**
 * A write-only secret: the stored one shows masked, with "Replace" (an empty input) and "Remove".
 */
export function SecretField({
  label,
  masked,
  state,
  onChange,
  error,
}: {
  label: string;
  masked: string | null;
  state: SecretState;
  onChange: (state: SecretState) => void;
  error?: string;
}) {
  const t = useT();
  if (!masked || state.mode === 'replace') {
    return (
      <Stack gap={4}>
        <PasswordInput
          label={label}
          autoComplete="off"
          spellCheck={false}
          value={state.value}
          onChange={(e) => onChange({ mode: 'replace', value: e.currentTarget.value })}
          error={error}
          data-autofocus={masked ? true : undefined}
        />
        {masked && (
          <Button
            variant="subtle"
            size="compact-sm"
            style={{ alignSelf: 'flex-start' }}
            onClick={() => onChange({ mode: 'keep', value: '' })}
          >
            {t('sellers.keepSecret')}
          </Button>
        )}
      </Stack>
    );
  }
  const removing = state.mode === 'remove';
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text
          className={classes.mono}
          td={removing ? 'line-through' : undefined}
          c={removing ? 'var(--kramik-muted)' : undefined}
        >
          {masked}
        </Text>
        {removing ? (
          <>
            <Text size="sm" c="var(--kramik-muted)">
              {t('sellers.removedOnSave')}
            </Text>
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => onChange(secretState(masked))}
            >
              {t('sellers.undo')}
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="default"
              size="compact-sm"
              onClick={() => onChange({ mode: 'replace', value: '' })}
            >
              {t('sellers.replace')}
            </Button>
            <Button
              variant="subtle"
              size="compact-sm"
              className={forms.danger}
              onClick={() => onChange({ mode: 'remove', value: '' })}
            >
              {t('accountPage.remove')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
