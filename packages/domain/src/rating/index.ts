export * from './atrp-levels.js';
export * from './atrp-messages.js';
export * from './validate-atrp.js';
export * from './leagues.js';
