export * from './accounts.js';
export * from './catalog.js';
export * from './companies.js';
export * from './site.js';
export * from './mail.js';
export * from './shops.js';
export * from './orders.js';
export * from './payments.js';
