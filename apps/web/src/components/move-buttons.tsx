import { ActionIcon } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** One of an item's two move buttons: where it moves, what it says and shows. */
export interface MoveButton<Direction extends string> {
  direction: Direction;
  label: string;
  icon: ReactNode;
}

/**
 * The two buttons that move an item one place back or forward in its list; each is disabled at
 * its end of the list. They stay enabled while a move is saved, so that the focus is never lost.
 */
export function MoveButtons<Direction extends string>({
  itemId,
  first,
  last,
  back,
  forward,
  onMove,
}: {
  itemId: string;
  first: boolean;
  last: boolean;
  back: MoveButton<Direction>;
  forward: MoveButton<Direction>;
  onMove: (direction: Direction) => void;
}) {
  const button = (move: MoveButton<Direction>, disabled: boolean) => (
    <ActionIcon
      variant="default"
      size="lg"
      data-move={itemId}
      data-direction={move.direction}
      disabled={disabled}
      onClick={() => onMove(move.direction)}
      aria-label={move.label}
    >
      {move.icon}
    </ActionIcon>
  );
  return (
    <>
      {button(back, first)}
      {button(forward, last)}
    </>
  );
}

/**
 * Keeps the focus on the moved item's button once the list inside `listRef` shows the new order
 * (`list` changes): the button of the same direction, or the other one where the item reached an
 * end. Returns what a move calls before it is saved.
 */
export function useMoveFocus(listRef: RefObject<HTMLElement | null>, list: unknown) {
  const moved = useRef<{ id: string; direction: string } | null>(null);
  useEffect(() => {
    const target = moved.current;
    if (!target) return;
    moved.current = null;
    const buttons = [
      ...(listRef.current?.querySelectorAll<HTMLButtonElement>(`[data-move="${target.id}"]`) ?? []),
    ];
    const same = buttons.find((b) => b.dataset.direction === target.direction);
    const other = buttons.find((b) => b.dataset.direction !== target.direction);
    (same && !same.disabled ? same : other)?.focus();
  }, [list, listRef]);
  return (id: string, direction: string) => {
    moved.current = { id, direction };
  };
}
