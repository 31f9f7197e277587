import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import forms from './forms.module.css';

/**
 * What every action button of a list row shares: its size, and an accessible name that says which
 * item it acts on ("Edit: Blue jug").
 */
const rowButton = (label: string, itemName: string) =>
  ({ size: 'compact-md', 'aria-label': `${label}: ${itemName}` }) as const;

interface RowButtonProps {
  label: string;
  itemName: string;
  onClick: () => void;
}

/** The action of a list row that opens its item for editing here ("Edit", "Rename"). */
export function EditButton({ label, itemName, onClick }: RowButtonProps) {
  return (
    <Button variant="default" onClick={onClick} {...rowButton(label, itemName)}>
      {label}
    </Button>
  );
}

/** The destructive action of a list row ("Delete", "Remove"). */
export function DeleteButton({ label, itemName, onClick }: RowButtonProps) {
  return (
    <Button
      variant="subtle"
      className={forms.danger}
      onClick={onClick}
      {...rowButton(label, itemName)}
    >
      {label}
    </Button>
  );
}

/** "Edit", "View" and "Delete" of a list row whose item is edited and shown on pages of its own. */
export function EditViewDeleteActions({
  itemName,
  editTo,
  viewTo,
  onDelete,
  labels,
  mt,
}: {
  itemName: string;
  editTo: string;
  viewTo: string;
  onDelete: () => void;
  labels: { edit: string; view: string; delete: string };
  mt?: number;
}) {
  return (
    <Group gap="xs" wrap="wrap" mt={mt}>
      <Button component={Link} to={editTo} variant="default" {...rowButton(labels.edit, itemName)}>
        {labels.edit}
      </Button>
      <Button component={Link} to={viewTo} variant="subtle" {...rowButton(labels.view, itemName)}>
        {labels.view}
      </Button>
      <DeleteButton label={labels.delete} itemName={itemName} onClick={onDelete} />
    </Group>
  );
}
