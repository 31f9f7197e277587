/** Mantine's light alerts colour the title like the accent, below AA on the pale background. */
export const alertStyles = {
  title: { color: 'var(--kramik-ink)' },
  message: { color: 'var(--kramik-ink)' },
} as const;
