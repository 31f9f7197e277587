import { storedList } from '../../lib/stored-list';

/** A wait for a sold-out product asked in this browser: its address and the token that ends it. */
export interface StockAlertWait {
  productId: string;
  email: string;
  token: string;
}

const isWait = (value: unknown): value is StockAlertWait =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StockAlertWait).productId === 'string' &&
  typeof (value as StockAlertWait).email === 'string' &&
  typeof (value as StockAlertWait).token === 'string';

/** The waits asked in this browser ("tell me when it is back"), so the page can end them. */
export const stockAlertWaits = storedList<StockAlertWait>('kramik.stockAlerts', (raw) => {
  const parsed: unknown = raw ? JSON.parse(raw) : [];
  return Array.isArray(parsed) ? parsed.filter(isWait).slice(-50) : [];
});

export function rememberWait(wait: StockAlertWait) {
  const others = stockAlertWaits.get().filter((w) => w.productId !== wait.productId);
  stockAlertWaits.set([...others, wait]);
}

export function forgetWait(productId: string) {
  stockAlertWaits.set(stockAlertWaits.get().filter((w) => w.productId !== productId));
}
