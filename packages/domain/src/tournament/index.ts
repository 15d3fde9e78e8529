// Tournaments: their lifecycle and what each state allows.
export * from './tournament-lifecycle.js';
