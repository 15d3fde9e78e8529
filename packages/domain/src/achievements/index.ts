export * from './achievement-catalogue.js';
export * from './unlock-achievements.js';
