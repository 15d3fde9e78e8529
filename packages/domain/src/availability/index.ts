export * from './period.js';
export * from './join-periods.js';
export * from './common-periods.js';
