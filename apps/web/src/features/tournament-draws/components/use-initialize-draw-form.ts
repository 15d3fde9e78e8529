import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { TCategoryDraw } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { useDrawActions } from '../api/draws-api';
import {
  INITIALIZE_DRAW_FIELDS,
  initializeDrawBody,
  initializeDrawDefaults,
  type InitializeDrawField,
  type InitializeDrawValues,
} from '../model/initialize-draw-values';

/** The initialisation form and its sending; the server's refusals land on the fields they name. */
export function useInitializeDrawForm(draw: TCategoryDraw, onInitialized: () => void) {
  const { initialize } = useDrawActions(draw.id);
  const id = useId();
  const form = useForm<InitializeDrawValues>({ defaultValues: initializeDrawDefaults(draw) });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((values) =>
    initialize.mutate(initializeDrawBody(values), {
      onSuccess: onInitialized,
      onError: (error) => reportFormError(error, form.setError, INITIALIZE_DRAW_FIELDS),
    }),
  );
  const field = (name: InitializeDrawField) => ({ id: `${id}-${name}`, error: errors[name]?.message });
  return { form, submit, field, pending: initialize.isPending };
}

export type InitializeDrawForm = ReturnType<typeof useInitializeDrawForm>;
