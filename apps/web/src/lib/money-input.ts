/**
 * Reads an amount typed in major units of the site currency ("12,50", "12.50", "1 250") as integer
 * minor units; null when it is not an amount with at most two decimals. Spaces, no-break spaces and
 * narrow no-break spaces (thousands separators of formatted amounts) are ignored.
 */
export function parseMoney(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Minor units as a form shows them for editing, e.g. 1250 → "12.50". */
export function moneyInput(amount: number): string {
  return `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
}
