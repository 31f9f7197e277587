import { Button, Group } from '@mantine/core';

/** The "load more" button under a keyset-paginated list; nothing when there is no next page. */
export function LoadMore({
  query,
  label,
}: {
  query: {
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => Promise<unknown>;
  };
  label: string;
}) {
  if (!query.hasNextPage) return null;
  return (
    <Group justify="center">
      <Button
        variant="default"
        size="md"
        onClick={() => void query.fetchNextPage()}
        loading={query.isFetchingNextPage}
      >
        {label}
      </Button>
    </Group>
  );
}
