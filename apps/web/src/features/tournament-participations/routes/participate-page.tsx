import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { eligibleCategories, keepEligibleSelection } from '@tennis/domain';
import type { TParticipant } from '@tennis/contracts';
import { Button } from '../../../components/ui/button';
import { Alert, Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { Page } from '../../../components/ui/page';
import { Skeleton } from '../../../components/ui/spinner';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiError } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import { botCheckToken } from '../../../lib/bot-check';
import { notify } from '../../../lib/notify';
import { useParticipate, useParticipateInfo } from '../api/participate-api';
import { ParticipantFields, emptyParticipant, type ParticipantDraft } from '../components/participant-fields';
import { PARTICIPATIONS_NS } from '../i18n';

const filled = (p: ParticipantDraft) => p.phone !== '' && p.surname !== '' && p.name !== '' && p.gender !== null;
const touched = (p: ParticipantDraft) =>
  p.phone !== '' || p.surname !== '' || p.name !== '' || p.gender !== null || p.email !== '';
const toParticipant = (p: ParticipantDraft): TParticipant => ({ ...p, gender: p.gender ?? 0, email: p.email || null });

/** /tournaments/{hostSlug}/{tournamentSlug}/participate (spec 2 §2, §5). */
export function ParticipatePage() {
  const { t } = useTranslation(PARTICIPATIONS_NS);
  const { hostSlug = '', tournamentSlug = '' } = useParams();
  const config = useAppConfig();
  const info = useParticipateInfo(hostSlug, tournamentSlug);
  const participate = useParticipate(hostSlug, tournamentSlug);
  const [guest, setGuest] = useState<ParticipantDraft>(emptyParticipant);
  const [teammate, setTeammate] = useState<ParticipantDraft | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [dialog, setDialog] = useState<string | null>(null);

  if (info.isPending)
    return (
      <Page title={t('participate.title')}>
        <Skeleton className="h-64 w-full" />
      </Page>
    );
  if (!info.data)
    return (
      <Page title={t('participate.title')}>
        <Alert tone="danger">{info.error?.message}</Alert>
      </Page>
    );
  const { tournament, categories, player } = info.data;

  // Closed, or every place taken (max_participations): the host's phone instead of the form.
  if (!tournament.participationsOpen || tournament.full) {
    return (
      <Page title={tournament.name}>
        <Alert tone="warning" title={tournament.participationsOpen ? t('participate.full') : t('participate.closed')}>
          {tournament.hostPhone ? t('participate.closedPhone', { phone: tournament.hostPhone }) : tournament.hostName}
        </Alert>
      </Page>
    );
  }

  const me: ParticipantDraft = player ? { ...player, email: player.email ?? '', gender: player.gender } : guest;
  const mateGender = teammate?.gender ?? null;
  const offered = eligibleCategories(categories, me.gender, mateGender);
  const reselect = (gender: 0 | 1 | null, otherGender: 0 | 1 | null) =>
    setSelected((ids) => keepEligibleSelection(ids, categories, gender, otherGender).map(Number));

  const submit = async () => {
    if (!player && !filled(guest)) return setDialog(t('participate.incomplete'));
    if (teammate && touched(teammate) && !filled(teammate)) return setDialog(t('participate.teammateIncomplete'));
    setErrors({});
    let token: string | undefined;
    try {
      token = await botCheckToken(config, 'participate');
    } catch (error) {
      return setDialog(error instanceof Error ? error.message : t('participate.incomplete'));
    }
    participate.mutate(
      {
        guest: player ? null : toParticipant(guest),
        teammate: teammate && filled(teammate) ? toParticipant(teammate) : null,
        tournamentCategoryIds: selected,
        termsAndConditionsAgreed: terms,
        botCheckToken: token,
      },
      {
        onSuccess: (result) => {
          notify({ message: result.message, level: 'success' });
          setSelected([]);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.errors) setErrors(error.errors);
          // Closed or filled meanwhile: the screen catches up once the dialog is read.
          if (error instanceof ApiError && error.status === 409) void info.refetch();
          setDialog(error.message);
        },
      },
    );
  };

  return (
    <Page title={`${t('participate.title')} · ${tournament.name}`} width="wide">
      <div className="space-y-6">
        <Card className="space-y-4 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('participate.you')}</h2>
          <ParticipantFields
            prefix="guest"
            value={me}
            readOnly={player !== null}
            errors={errors}
            onChange={(next) => {
              setGuest(next);
              if (next.gender !== guest.gender) reselect(next.gender, mateGender);
            }}
          />
        </Card>
        <Card className="space-y-4 p-4 sm:p-6">
          <div className="flex items-center justify-between gap-3">
            <h2 className="text-lg font-semibold">{t('participate.teammate')}</h2>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => {
                setTeammate(teammate ? null : emptyParticipant());
                reselect(me.gender, null);
              }}
            >
              {teammate ? t('participate.removeTeammate') : t('participate.addTeammate')}
            </Button>
          </div>
          {teammate && (
            <ParticipantFields
              prefix="teammate"
              value={teammate}
              errors={errors}
              onChange={(next) => {
                setTeammate(next);
                if (next.gender !== teammate.gender) reselect(me.gender, next.gender);
              }}
            />
          )}
        </Card>
        <Card className="space-y-3 p-4 sm:p-6">
          <h2 className="text-lg font-semibold">{t('participate.categories')}</h2>
          {offered.length === 0 && <p className="text-sm text-ink-muted">{t('participate.chooseGender')}</p>}
          {offered.map((category) => (
            <CheckboxField
              key={category.id}
              label={category.name}
              checked={selected.includes(category.id)}
              onChange={() =>
                setSelected((ids) =>
                  ids.includes(category.id) ? ids.filter((id) => id !== category.id) : [...ids, category.id],
                )
              }
            />
          ))}
          {errors.tournamentCategoryIds && <p className="text-sm text-danger">{errors.tournamentCategoryIds[0]}</p>}
        </Card>
        <CheckboxField
          label={t('participate.terms')}
          checked={terms}
          onChange={(e) => setTerms(e.target.checked)}
          error={errors.termsAndConditionsAgreed?.[0]}
        />
        <SubmitButton
          type="button"
          pending={participate.isPending}
          onClick={() => void submit()}
          className="w-full sm:w-auto"
        >
          {t('participate.submit')}
        </SubmitButton>
      </div>
      <Modal
        open={dialog !== null}
        tone="danger"
        title={t('participate.errorTitle')}
        onClose={() => setDialog(null)}
        actions={<Button onClick={() => setDialog(null)}>{t('participate.close')}</Button>}
      >
        {dialog}
      </Modal>
    </Page>
  );
}
