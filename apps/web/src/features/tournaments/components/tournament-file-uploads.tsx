import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTournamentSavedResponse, TTournament } from '@tennis/contracts';
import { FileUploadDialog } from '../../../components/file-upload/file-upload-dialog';
import { Button } from '../../../components/ui/button';
import { tournamentKeys } from '../api/tournaments-api';
import { TOURNAMENTS_NS } from '../i18n';

type Kind = 'poster' | 'proclamation';
/** The types the server accepts for each (spec 2 §5 Tournament form). */
const ACCEPT: Record<Kind, string> = { poster: '.jpeg,.jpg,.png,.gif', proclamation: '.pdf,.docx,.doc' };

/** Replace the poster or the proclamation on its own, with the upload dialog's progress bar (POST {id}/{kind}/upload). */
export function TournamentFileUploads({ tournament }: { tournament: TTournament }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  const client = useQueryClient();
  const [kind, setKind] = useState<Kind | null>(null);
  return (
    <>
      {(['poster', 'proclamation'] as const).map((each) => (
        <Button key={each} variant="secondary" size="sm" onClick={() => setKind(each)}>
          {t(`show.upload.${each}`)}
        </Button>
      ))}
      {kind && (
        <FileUploadDialog<TTournamentSavedResponse>
          title={t(`show.upload.${kind}`)}
          label={t(`form.${kind}`)}
          hint={t(`form.${kind}Hint`)}
          path={`/api/tournaments/${tournament.id}/${kind}/upload`}
          field={kind}
          accept={ACCEPT[kind]}
          onUploaded={(answer) => {
            client.setQueryData(tournamentKeys.one(String(tournament.id)), answer.data);
            void client.invalidateQueries({ queryKey: tournamentKeys.all });
            setKind(null);
          }}
          onClose={() => setKind(null)}
        />
      )}
    </>
  );
}
