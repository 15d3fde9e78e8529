import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { ZPlayerProfileRequest, type TCurrentUser } from '@tennis/contracts';
import { paths, safeRedirect } from '../../../config/paths';
import { reportFormError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSavePlayerProfile } from '../api/dashboard-api';

export type PlayerFormValues = z.input<typeof ZPlayerProfileRequest>;

/** The player form's values, filled from the player (or the account), and their saving. */
export function usePlayerForm(user: TCurrentUser, redirectTo?: string | null) {
  const navigate = useNavigate();
  const save = useSavePlayerProfile();
  const player = user.player;
  const form = useForm<PlayerFormValues>({
    resolver: zodResolver(ZPlayerProfileRequest),
    mode: 'onTouched',
    defaultValues: {
      name: player?.name ?? user.name,
      surname: player?.surname ?? user.surname,
      gender: player?.gender,
      phone: player?.phone ?? '',
      strongHand: (player?.strongHand as PlayerFormValues['strongHand'] | null) ?? undefined,
      backhandType: (player?.backhandType as PlayerFormValues['backhandType'] | null) ?? undefined,
      styleOfPlay: player?.styleOfPlay ?? undefined,
    },
  });

  const submit = form.handleSubmit((values) => {
    const body = ZPlayerProfileRequest.parse(values);
    save.mutate(body, {
      onSuccess: ({ message }) => {
        notify({ level: 'success', message, lifespan: 'normal' });
        // Back to the page that asked for the profile (a tournament sign-up), else the dashboard's tiles;
        // either way ?forceFillPlayerForm is left behind.
        navigate(safeRedirect(redirectTo) ?? paths.dashboard(), { replace: true });
      },
      onError: (error) => reportFormError(error, form.setError),
    });
  });

  return { form, submit, pending: save.isPending };
}
