export const PAYMENTS_KEY = ['payments'] as const;
export const paymentOptionsKey = (orderIds: readonly string[]) =>
  [...PAYMENTS_KEY, 'options', orderIds.join(',')] as const;
export const paymentKey = (id: string) => [...PAYMENTS_KEY, 'one', id] as const;
