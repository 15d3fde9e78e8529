export * from './head-to-head.js';
