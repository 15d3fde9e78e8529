import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  ZHallOfFameEntryRequest,
  type THallOfFameChampion,
  type THallOfFameEntryRequest,
  type THallOfFameEntryValues,
} from '@tennis/contracts';
import { FormDialog } from '../../../../components/ui/form-dialog';
import { reportFormError } from '../../../../lib/form-errors';
import { useSaveHallOfFameEntry } from '../api/hall-of-fame-api';
import { HALL_OF_FAME_NS } from '../i18n';
import { EntryFields } from './entry-fields';

const FIELDS = [
  'year',
  'type',
  'gender',
  'league',
  'championName',
  'runnerUpName',
  'thirdName',
  'finalScore',
] as const satisfies readonly (keyof THallOfFameEntryRequest)[];

type Props = {
  /** The entry to change; none to add one to `year`. */
  entry: THallOfFameChampion | null;
  year: number;
  onClose: () => void;
};

const valuesOf = (entry: THallOfFameChampion | null, year: number): THallOfFameEntryRequest =>
  entry
    ? {
        year: entry.year,
        type: entry.type,
        gender: entry.gender as THallOfFameEntryRequest['gender'],
        league: entry.league,
        championName: entry.championName,
        runnerUpName: entry.runnerUpName ?? '',
        thirdName: entry.thirdName ?? '',
        finalScore: entry.finalScore ?? '',
      }
    : {
        year,
        type: 'singles',
        gender: 0,
        league: 'open',
        championName: '',
        runnerUpName: '',
        thirdName: '',
        finalScore: '',
      };

/** Adds or changes one season's champions of a league, checked by the schema the server checks them with. */
export function EntryFormDialog({ entry, year, onClose }: Props) {
  const { t } = useTranslation(HALL_OF_FAME_NS);
  const save = useSaveHallOfFameEntry();
  const form = useForm<THallOfFameEntryRequest, unknown, THallOfFameEntryValues>({
    resolver: zodResolver(ZHallOfFameEntryRequest),
    defaultValues: valuesOf(entry, year),
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(
      { id: entry?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => reportFormError(error, form.setError, FIELDS) },
    ),
  );
  return (
    <FormDialog
      title={entry ? t('manage.editTitle') : t('manage.addTitle')}
      cancelLabel={t('manage.cancel')}
      submitLabel={t('manage.save')}
      pending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      className="grid gap-4 sm:grid-cols-2"
    >
      <EntryFields form={form} />
    </FormDialog>
  );
}
