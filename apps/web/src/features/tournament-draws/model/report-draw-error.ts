import { reportFormError } from '../../../lib/form-errors';

/**
 * A draw action the draw's state refuses (a full group, a line already taken) is told as a notice
 * the organiser can read and act on, not shown as an unexpected failure.
 */
export const reportDrawError = (error: unknown) =>
  reportFormError(error, undefined, undefined, { refusalsAsNotice: true });
