import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { FieldShell, inputClasses } from '../../../components/ui/field';
import type { TournamentFiles } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The poster and proclamation chosen so far; a file over 10 MB is refused here, before any upload. */
export function useTournamentFiles() {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const [files, setFiles] = useState<TournamentFiles>({});
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof TournamentFiles, string>>>({});
  const chooseFile = (kind: keyof TournamentFiles, file: File | null) => {
    if (file && file.size > MAX_FILE_BYTES) {
      setFileErrors((e) => ({ ...e, [kind]: t('form.fileTooLarge') }));
      setFiles((f) => ({ ...f, [kind]: null }));
      return;
    }
    setFileErrors((e) => ({ ...e, [kind]: undefined }));
    setFiles((f) => ({ ...f, [kind]: file }));
  };
  return { chosen: files, errors: fileErrors, chooseFile };
}

type Props = { files: ReturnType<typeof useTournamentFiles>; tournament: TTournament | undefined };

/** The poster and the proclamation, with the current ones of a saved tournament. */
export function TournamentFileFields({ files, tournament }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const { errors: fileErrors, chooseFile } = files;
  const editing = tournament !== undefined;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('form.files')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FieldShell
          id="tournament-poster"
          label={t('form.poster')}
          hint={t('form.posterHint')}
          error={fileErrors.poster}
        >
          <input
            id="tournament-poster"
            type="file"
            accept=".jpeg,.jpg,.png,.gif"
            className={inputClasses}
            onChange={(e) => chooseFile('poster', e.target.files?.[0] ?? null)}
          />
        </FieldShell>
        <FieldShell
          id="tournament-proclamation"
          label={t('form.proclamation')}
          hint={t('form.proclamationHint')}
          error={fileErrors.proclamation}
        >
          <input
            id="tournament-proclamation"
            type="file"
            accept=".pdf,.docx,.doc"
            className={inputClasses}
            onChange={(e) => chooseFile('proclamation', e.target.files?.[0] ?? null)}
          />
        </FieldShell>
        {editing && tournament.publicPosterUrl && (
          <img
            src={tournament.publicPosterUrl}
            alt={t('form.poster')}
            className="max-h-[640px] w-40 rounded-control border border-line object-cover"
          />
        )}
        {editing && tournament.publicProclamationUrl && (
          <a
            className="focus-ring text-sm text-clay-700 hover:underline dark:text-clay-300"
            href={tournament.publicProclamationUrl}
          >
            {t('form.currentProclamation')}
          </a>
        )}
      </div>
    </Card>
  );
}
