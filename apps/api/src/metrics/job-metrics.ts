import { Counter, type Registry } from 'prom-client';
import type { JobOutcomes } from '../jobs/job-runner.js';

/** Runs of each job and, of those, the ones that threw (each retry is a run of its own). */
export function createJobCounters(registry: Registry): JobOutcomes {
  const handled = new Counter({
    name: 'jobs_handled_total',
    help: 'Runs of a job, ended well or not.',
    labelNames: ['job'],
    registers: [registry],
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Runs of a job that threw (pg-boss retries them).',
    labelNames: ['job'],
    registers: [registry],
  });
  return {
    handled: (job) => handled.inc({ job }),
    failed: (job) => failed.inc({ job }),
  };
}
