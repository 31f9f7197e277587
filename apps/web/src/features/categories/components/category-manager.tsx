import '@mantine/core/styles/Modal.css';
import {
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/use-t';
import { LANGUAGE_NAMES, LOCALES, type AdminCategory, type Locale } from '@kramik/contract';
import { ConfirmDelete, usePendingDelete } from '../../../components/confirm-delete';
import { EmptyState } from '../../../components/empty-state';
import forms from '../../../components/forms.module.css';
import { ListSkeleton } from '../../../components/list-skeleton';
import { LoadError } from '../../../components/load-error';
import { MoveButtons, useMoveFocus } from '../../../components/move-buttons';
import { useReturnFocus } from '../../../components/use-return-focus';
import { DeleteButton, EditButton } from '../../../components/row-actions';
import { notifyApiError } from '../../../lib/notify';
import { useDeleteCategory } from '../api/delete-category';
import { useAdminCategories } from '../api/list-admin-categories';
import { useOrderCategories } from '../api/order-categories';
import { buildTree, nameIn, reorderedIds } from '../category-tree';
import { CategoryFormModal, type CategoryFormTarget } from './category-form-modal';
import classes from './categories.module.css';
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from './icons';

type Direction = 'up' | 'down';

/**
 * Category management (`/listcategory`): categories with their subcategories, their names in every
 * language and product counts; add, rename, move up and down, delete.
 */
export function CategoryManager({ locale }: { locale: Locale }) {
  const t = useT();
  const query = useAdminCategories();
  const order = useOrderCategories();
  const remove = useDeleteCategory();
  const listRef = useRef<HTMLDivElement>(null);
  const [form, setForm] = useState<{ opened: boolean; target: CategoryFormTarget; key: number }>({
    opened: false,
    target: { kind: 'create', parent: null },
    key: 0,
  });
  const removing = usePendingDelete<AdminCategory>();
  // A category in use cannot be deleted: "Delete" says why at once instead of asking to confirm.
  const [kept, setKept] = useState<{ reason: string; opened: boolean }>({
    reason: '',
    opened: false,
  });
  const deleteOrExplain = (c: AdminCategory) => {
    const subcategories = (query.data?.items ?? []).some((other) => other.parentId === c._id);
    if (subcategories) {
      setKept({ reason: t('categories.keptForSubcategories', { name: name(c) }), opened: true });
    } else if (c.productCount > 0) {
      setKept({
        reason: t('categories.keptForProducts', { name: name(c), n: c.productCount }),
        opened: true,
      });
    } else {
      removing.ask(c);
    }
  };
  const [announcement, setAnnouncement] = useState('');
  const keepFocus = useMoveFocus(listRef, query.data);

  const open = (target: CategoryFormTarget) =>
    setForm((f) => ({ opened: true, target, key: f.key + 1 }));
  const close = () => setForm((f) => ({ ...f, opened: false }));
  const name = (c: AdminCategory) => nameIn(c, locale);

  const move = (siblings: AdminCategory[], index: number, direction: Direction) => {
    const category = siblings[index];
    const ids = reorderedIds(siblings, index, direction);
    // One move at a time; the buttons stay enabled so that the focus is never lost.
    if (!category || !ids || order.isPending) return;
    keepFocus(category._id, direction);
    const position = direction === 'up' ? index : index + 2;
    setAnnouncement(
      t('categories.moved', { name: name(category), position, total: siblings.length }),
    );
    order.mutate(
      { parentId: category.parentId, ids },
      { onError: (error) => notifyApiError(error, t('categories.orderFailed')) },
    );
  };

  const otherNames = (c: AdminCategory) => (
    <Text size="xs" c="var(--kramik-muted)" className={classes.otherNames}>
      {LOCALES.filter((l) => l !== locale).map((l, i) => (
        <Fragment key={l}>
          {i > 0 && ' · '}
          {LANGUAGE_NAMES[l]}: <span lang={l}>{c.names[l] || '—'}</span>
        </Fragment>
      ))}
    </Text>
  );

  const actions = (c: AdminCategory, siblings: AdminCategory[], index: number) => (
    <Group gap={6} wrap="wrap">
      <MoveButtons
        itemId={c._id}
        first={index === 0}
        last={index === siblings.length - 1}
        back={{
          direction: 'up',
          label: t('categories.moveUp', { name: name(c) }),
          icon: <ArrowUpIcon size={18} />,
        }}
        forward={{
          direction: 'down',
          label: t('categories.moveDown', { name: name(c) }),
          icon: <ArrowDownIcon size={18} />,
        }}
        onMove={(direction) => move(siblings, index, direction)}
      />
      <EditButton
        label={t('categories.rename')}
        itemName={name(c)}
        onClick={() => open({ kind: 'rename', category: c })}
      />
      {c.parentId === null && (
        <Button
          variant="subtle"
          size="compact-md"
          leftSection={<PlusIcon size={16} />}
          onClick={() => open({ kind: 'create', parent: c })}
          aria-label={`${t('categories.addSubcategory')}: ${name(c)}`}
        >
          {t('categories.addSubcategory')}
        </Button>
      )}
      <DeleteButton
        label={t('categories.delete')}
        itemName={name(c)}
        onClick={() => deleteOrExplain(c)}
      />
    </Group>
  );

  const count = (c: AdminCategory) => (
    <Badge
      variant="light"
      color="gray"
      size="md"
      styles={{ label: { color: 'var(--kramik-ink)', textTransform: 'none' } }}
    >
      {t('categories.productCount', { n: c.productCount })}
    </Badge>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <ListSkeleton rows={3} height={120} radius="lg" gap="md" />;
  } else if (query.isError) {
    content = <LoadError message={t('categories.loadFailed')} onRetry={query.refetch} />;
  } else {
    const tree = buildTree(query.data.items);
    content =
      tree.length === 0 ? (
        <EmptyState text={t('categories.empty')} />
      ) : (
        <ul className={classes.list}>
          {tree.map((c, index) => (
            <Paper
              component="li"
              key={c._id}
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              bg="var(--kramik-surface)"
            >
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
                  <Group gap="sm">
                    <Title order={2} fz={{ base: 18, sm: 20 }}>
                      {name(c)}
                    </Title>
                    {count(c)}
                  </Group>
                  {otherNames(c)}
                </Stack>
                {actions(c, tree, index)}
              </Group>
              {c.subcategories.length > 0 && (
                <ul
                  className={classes.subList}
                  aria-label={t('categories.subcategoriesOf', { name: name(c) })}
                >
                  {c.subcategories.map((s, subIndex) => (
                    <li key={s._id} className={classes.subRow}>
                      <Group justify="space-between" align="center" gap="xs">
                        <Stack gap={2} style={{ flex: '1 1 240px', minWidth: 0 }}>
                          <Group gap="sm">
                            <Text fw={600}>{name(s)}</Text>
                            {count(s)}
                          </Group>
                          {otherNames(s)}
                        </Stack>
                        {actions(s, c.subcategories, subIndex)}
                      </Group>
                    </li>
                  ))}
                </ul>
              )}
            </Paper>
          ))}
        </ul>
      );
  }

  return (
    <Stack gap="md" ref={listRef}>
      <Group justify="space-between" gap="sm">
        <Text c="var(--kramik-muted)" size="sm" style={{ flex: '1 1 260px' }}>
          {t('categories.intro')}
        </Text>
        <Button
          size="md"
          leftSection={<PlusIcon size={18} />}
          onClick={() => open({ kind: 'create', parent: null })}
        >
          {t('categories.addCategory')}
        </Button>
      </Group>
      {content}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      <Fragment key={form.key}>
        <CategoryFormModal
          opened={form.opened}
          target={form.target}
          locale={locale}
          onClose={close}
        />
      </Fragment>
      <CannotDelete
        opened={kept.opened}
        reason={kept.reason}
        onClose={() => setKept((k) => ({ ...k, opened: false }))}
      />
      <ConfirmDelete
        pending={removing}
        mutation={remove}
        title={t('categories.deleteTitle')}
        confirmLabel={t('categories.delete')}
        question={(category) => t('categories.deleteConfirm', { name: name(category) })}
        deleted={(category) => t('categories.deleted', { name: name(category) })}
        failed={t('categories.deleteFailed')}
        closeOnError
      />
    </Stack>
  );
}

/** Why a category stays: what still uses it, and what to do first. */
function CannotDelete({
  opened,
  reason,
  onClose,
}: {
  opened: boolean;
  reason: string;
  onClose: () => void;
}) {
  const t = useT();
  useReturnFocus(opened);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('categories.keptTitle')}
      classNames={{ title: forms.dialogTitle }}
      closeButtonProps={{ 'aria-label': t('accountPage.close') }}
      centered
      radius="lg"
    >
      <Stack gap="lg">
        <Text>{reason}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('categories.keptOk')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
