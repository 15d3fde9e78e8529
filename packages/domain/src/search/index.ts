export * from './greeklish.js';
