import { Button, type ButtonProps } from '@mantine/core';
import { useT } from '../../../i18n/use-t';
import { Link, useNavigate } from 'react-router';
import { notifyApiError } from '../../../lib/notify';
import { threadHref } from '../api/keys';
import { useOpenThread } from '../api/threads';

/**
 * "Ask the maker" (about a product), "Message the maker" (about an order, or nothing): opens the
 * buyer's thread with the maker about it in `/messages`, started or continued. Visitors go to log
 * in first and come back (`returnTo`); a maker's own company has no such button.
 */
export function OpenThreadButton({
  companyId,
  productId,
  orderId,
  label,
  signedIn,
  ownCompany,
  returnTo,
  ...button
}: {
  companyId: string;
  productId?: string;
  orderId?: string;
  label: 'askMaker' | 'messageMaker';
  signedIn: boolean;
  ownCompany: boolean;
  /** Where a visitor returns after logging in. */
  returnTo: string;
} & Pick<ButtonProps, 'variant' | 'size'>) {
  const t = useT();
  const navigate = useNavigate();
  const open = useOpenThread();
  if (ownCompany) return null;
  const text = t(`conversations.${label}`);
  if (!signedIn) {
    return (
      <Button
        component={Link}
        to={`/auth?redirect=${encodeURIComponent(returnTo)}`}
        variant="light"
        {...button}
      >
        {text}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      {...button}
      loading={open.isPending}
      onClick={() =>
        open.mutate(
          { companyId, productId, orderId },
          {
            onSuccess: (thread) => void navigate(threadHref(thread._id)),
            onError: (error) => notifyApiError(error, t('conversations.openFailed')),
          },
        )
      }
    >
      {text}
    </Button>
  );
}
