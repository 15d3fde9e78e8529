import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { notify } from '../../../lib/notify';
import { useParticipate } from '../api/participate-api';
import { PARTICIPATIONS_NS } from '../i18n';
import { incompleteDraft, participationRequest, type ParticipationDraft } from '../model/participation-draft';

type Options = {
  hostSlug: string;
  tournamentSlug: string;
  onSent: () => void;
  /** The tournament closed or filled meanwhile (409): the screen should catch up. */
  onRefusedByState: () => void;
};

/**
 * Sends a sign-up after the bot check. What stops it (an incomplete form, a failed check, a
 * refusal) is told in a dialog; the server's field messages are kept for the fields to show.
 */
export function useSubmitParticipation({ hostSlug, tournamentSlug, onSent, onRefusedByState }: Options) {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const config = useAppConfig();
  const participate = useParticipate(hostSlug, tournamentSlug);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [dialog, setDialog] = useState<string | null>(null);

  const submit = async (draft: ParticipationDraft) => {
    const incomplete = incompleteDraft(draft);
    if (incomplete) return setDialog(t(incomplete));
    setErrors({});
    let token: string | undefined;
    try {
      token = await botCheckToken(config, 'participate');
    } catch (error) {
      return setDialog(error instanceof Error ? error.message : t('participate.incomplete'));
    }
    participate.mutate(participationRequest(draft, token), {
      onSuccess: (result) => {
        notify({ message: result.message, level: 'success' });
        onSent();
      },
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors);
        // Closed or filled meanwhile: the screen catches up once the dialog is read.
        if (error instanceof ApiError && error.status === 409) onRefusedByState();
        setDialog(error.message);
      },
    });
  };

  return { submit, pending: participate.isPending, errors, dialog, closeDialog: () => setDialog(null) };
}
