import '@mantine/core/styles/Table.css';
import { Paper, Stack, Table, type MantineBreakpoint } from '@mantine/core';
import type { ReactNode } from 'react';
import lists from './lists.module.css';

/**
 * A list as a table from the `from` breakpoint up and as a column of cards below it. `head` holds
 * the header cells, `row` an item's cells and `card` an item's card content. A list on the page
 * gets a framed table; an `inset` one, already inside a card, a bare table and page-coloured cards.
 */
export function TableOrCards<Item extends { _id: string }>({
  items,
  from = 'sm',
  inset = false,
  head,
  row,
  card,
  rowClassName,
  cardClassName,
}: {
  items: Item[];
  from?: MantineBreakpoint;
  inset?: boolean;
  head: ReactNode;
  row: (item: Item) => ReactNode;
  card: (item: Item) => ReactNode;
  rowClassName?: (item: Item) => string | undefined;
  cardClassName?: (item: Item) => string | undefined;
}) {
  const table = (
    <Table
      visibleFrom={inset ? from : undefined}
      verticalSpacing="sm"
      horizontalSpacing={inset ? undefined : 'md'}
      highlightOnHover
    >
      <Table.Thead>
        <Table.Tr>{head}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => (
          <Table.Tr key={item._id} className={rowClassName?.(item)}>
            {row(item)}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <>
      {inset ? (
        table
      ) : (
        <Paper
          withBorder
          radius="lg"
          visibleFrom={from}
          bg="var(--kramik-surface)"
          style={{ overflow: 'hidden' }}
        >
          {table}
        </Paper>
      )}
      <Stack gap="sm" hiddenFrom={from} component="ul" className={lists.bare}>
        {items.map((item) => (
          <Paper
            component="li"
            key={item._id}
            withBorder
            radius="md"
            p="md"
            bg={inset ? 'var(--kramik-bg)' : 'var(--kramik-surface)'}
            className={cardClassName?.(item)}
          >
            {card(item)}
          </Paper>
        ))}
      </Stack>
    </>
  );
}
