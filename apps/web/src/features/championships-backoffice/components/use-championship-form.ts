import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { TBackofficeChampionship, TChampionshipSaveAction } from '@tennis/contracts';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSaveChampionship } from '../api/save-championship';
import {
  championshipFormValues,
  ZChampionshipForm,
  type ChampionshipFormInput,
  type ChampionshipFormOutput,
} from '../model/championship-form-values';

type FileKind = 'poster' | 'proclamation';

/** The poster and proclamation inputs: a new file, the stored one removed, the server's refusal. */
export type ChampionshipFileInputs = {
  chosen: Record<FileKind, File | null>;
  removed: Record<FileKind, boolean>;
  errors: Partial<Record<FileKind, string>>;
  /** Counts the saves; keys the file inputs so each save starts them afresh. */
  saves: number;
  choose: (kind: FileKind, file: File | null) => void;
  remove: (kind: FileKind, removed: boolean) => void;
};

/**
 * The championship form's fields and files, saved with one of the actions its
 * state allows; a save refills the form from the server's answer.
 */
export function useChampionshipForm(championship: TBackofficeChampionship) {
  const save = useSaveChampionship(String(championship.id));
  const [chosen, setChosen] = useState<Record<FileKind, File | null>>({ poster: null, proclamation: null });
  const [removed, setRemoved] = useState({ poster: false, proclamation: false });
  const [fileErrors, setFileErrors] = useState<Partial<Record<FileKind, string>>>({});
  // A saved form starts its file inputs afresh: a native file input cannot be cleared through React state.
  const [saves, setSaves] = useState(0);
  const form = useForm<ChampionshipFormInput, unknown, ChampionshipFormOutput>({
    resolver: zodResolver(ZChampionshipForm),
    defaultValues: championshipFormValues(championship),
  });

  const submit = (action: TChampionshipSaveAction) =>
    form.handleSubmit((values) => {
      setFileErrors({});
      save.mutate(
        {
          fields: {
            ...values,
            type: championship.type,
            gender: championship.gender,
            action,
            removePoster: removed.poster,
            removeProclamation: removed.proclamation,
          },
          files: chosen,
        },
        {
          onSuccess: (answer) => {
            notify({ level: 'success', message: answer.message });
            setChosen({ poster: null, proclamation: null });
            setRemoved({ poster: false, proclamation: false });
            setSaves((n) => n + 1);
            form.reset(championshipFormValues(answer.data));
          },
          onError: (failure) => {
            const fieldErrors = (failure as { errors?: Record<string, string[]> }).errors;
            setFileErrors({ poster: fieldErrors?.poster?.[0], proclamation: fieldErrors?.proclamation?.[0] });
            reportFormError(failure, form.setError);
          },
        },
      );
    });

  const files: ChampionshipFileInputs = {
    chosen,
    removed,
    errors: fileErrors,
    saves,
    choose: (kind, file) => setChosen((f) => ({ ...f, [kind]: file })),
    remove: (kind, value) => setRemoved((r) => ({ ...r, [kind]: value })),
  };

  return { form, files, submit, pending: save.isPending };
}
