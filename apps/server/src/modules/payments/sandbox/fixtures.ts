/** The buyer every operator test pays as. */
import type { StartRequest } from '../operator.js';

export const TEST_BUYER: StartRequest['buyer'] = {
  email: 'buyer@example.com',
  firstName: 'Ala',
  lastName: 'Nowak',
  locale: 'pl-PL',
  ip: '127.0.0.1',
};
