import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TTournament } from '@tennis/contracts';
import { Card } from '../../../components/ui/card';
import { FieldShell } from '../../../components/ui/field';
import { inputClasses } from '../../../components/ui/input-classes';
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

type ChosenFiles = ReturnType<typeof useTournamentFiles>;
type Props = { files: ChosenFiles; tournament: TTournament | undefined };

/** The file types the server takes; it checks them again by content, so this only spares a wasted upload. */
const ACCEPTED: Record<keyof TournamentFiles, string> = {
  poster: '.jpeg,.jpg,.png,.gif',
  proclamation: '.pdf,.docx,.doc',
};

function FileChoiceField({ kind, files }: { kind: keyof TournamentFiles; files: ChosenFiles }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const id = `tournament-${kind}`;
  return (
    <FieldShell id={id} label={t(`form.${kind}`)} hint={t(`form.${kind}Hint`)} error={files.errors[kind]}>
      <input
        id={id}
        type="file"
        accept={ACCEPTED[kind]}
        className={inputClasses}
        onChange={(e) => files.chooseFile(kind, e.target.files?.[0] ?? null)}
      />
    </FieldShell>
  );
}

/** The poster and the proclamation, with the current ones of a saved tournament. */
export function TournamentFileFields({ files, tournament }: Props) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const editing = tournament !== undefined;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold">{t('form.files')}</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <FileChoiceField kind="poster" files={files} />
        <FileChoiceField kind="proclamation" files={files} />
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
