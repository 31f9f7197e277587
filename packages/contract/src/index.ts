export * from './accounts.js';
export * from './constants.js';
export * from './errors.js';
export * from './locales.js';
export * from './site.js';
export * from './routes.js';
export * from './catalog.js';
export * from './pagination.js';
