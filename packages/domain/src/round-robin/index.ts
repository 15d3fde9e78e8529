// Round-robin groups: the schedule, the letters, the standings, the setup
// checks and the step from the groups to the knockout.
export * from './build-round-robin-schedule.js';
export * from './distribute-into-groups.js';
export * from './group-letter.js';
export * from './group-tally.js';
export * from './rank-group.js';
export * from './round-robin-messages.js';
export * from './validate-group-setup.js';
export * from './group-seeds.js';
export * from './crossover.js';
