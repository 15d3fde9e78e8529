export * from './wallet-types.js';
export * from './wallet-messages.js';
export * from './parse-euros.js';
export * from './format-cents.js';
export * from './apply-transaction.js';
export * from './running-totals.js';
