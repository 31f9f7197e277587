import { Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useT } from '../../../i18n/use-t';
import type { PayoutRow } from '@kramik/contract';
import { FormModal } from '../../../components/form-modal';
import { formatMoney } from '../../../lib/format';
import { serverFieldErrors, type FieldErrors } from '../../../lib/form-errors';
import { moneyInput, parseMoney } from '../../../lib/money-input';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useForm } from '../../../lib/use-form';
import { useRecordPayout } from '../api/record-payout';

const today = () => new Date().toISOString().slice(0, 10);

/** Records a bank transfer made to the maker of `row`: amount, day and bank reference. */
export function PayoutFormModal({
  row,
  locale,
  onClose,
}: {
  row: PayoutRow;
  locale: string;
  onClose: () => void;
}) {
  const t = useT();
  const record = useRecordPayout();
  const balance = row.balance;
  const { values, errors, formRef, showErrors, field } = useForm(() => ({
    amount: balance.amount > 0 ? moneyInput(balance.amount) : '',
    paidOn: today(),
    reference: '',
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseMoney(values.amount);
    const invalid: FieldErrors = {};
    if (!values.amount.trim()) invalid.amount = t('validation.required');
    else if (amount === null || amount <= 0) invalid.amount = t('validation.amountFormat');
    if (!values.paidOn) invalid.paidOn = t('validation.required');
    if (!values.reference.trim()) invalid.reference = t('validation.required');
    if (Object.keys(invalid).length > 0 || amount === null) {
      showErrors(invalid);
      return;
    }
    record.mutate(
      {
        sellerId: row.seller._id,
        amount,
        paidOn: values.paidOn,
        reference: values.reference.trim(),
      },
      {
        onSuccess: (saved) => {
          notifySuccess(
            t('adminPayments.payouts.recorded', {
              amount: formatMoney(saved.amount.amount, saved.amount.currency, locale),
              maker: row.seller.shortName,
            }),
          );
          onClose();
        },
        onError: (error) => {
          showErrors(serverFieldErrors(error));
          notifyApiError(error, t('adminPayments.payouts.recordFailed'));
        },
      },
    );
  };

  return (
    <FormModal
      opened
      onClose={onClose}
      title={t('adminPayments.payouts.recordTitle', { maker: row.seller.shortName })}
      formRef={formRef}
      onSubmit={submit}
      submitLabel={t('adminPayments.payouts.record')}
      loading={record.isPending}
    >
      <Text size="sm">
        {t('adminPayments.payouts.balanceNow', {
          amount: formatMoney(balance.amount, balance.currency, locale),
        })}
      </Text>
      <TextInput
        label={t('adminPayments.payouts.amount')}
        description={t('adminPayments.payouts.amountHint')}
        inputMode="decimal"
        rightSection={balance.currency}
        rightSectionWidth={52}
        required
        data-autofocus
        {...field('amount')}
      />
      <TextInput
        type="date"
        label={t('adminPayments.payouts.paidOn')}
        max={today()}
        required
        {...field('paidOn')}
        error={errors.paidOn}
      />
      <TextInput
        label={t('adminPayments.payouts.reference')}
        description={t('adminPayments.payouts.referenceHint')}
        autoComplete="off"
        maxLength={140}
        required
        {...field('reference')}
      />
    </FormModal>
  );
}
