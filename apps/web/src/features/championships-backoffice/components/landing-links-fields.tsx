import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_CHAMPIONSHIP_VIDEOS, SOCIAL_NETWORKS } from '@tennis/contracts';
import { PlusCircleIcon, TrashIcon } from '../../../components/svg-icons/icons';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import type { ChampionshipFormApi } from '../model/championship-form-values';

/** A field's message, whether the browser's check or the server's 422 put it there. */
const messageOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;

/**
 * The landing page's videos and social pages (spec 3 §2): a list of YouTube
 * videos in display order, and one address per network. Left empty, the
 * landing page shows none.
 */
export function LandingLinksFields({ form }: { form: ChampionshipFormApi }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const videos = useFieldArray({ control: form.control, name: 'videos' });
  const errors = form.formState.errors;

  return (
    <fieldset className="space-y-4 rounded-card border border-line p-4">
      <legend className="px-1 text-sm font-semibold">{t('edit.links.title')}</legend>
      <p className="text-sm text-ink-muted">{t('edit.links.hint')}</p>

      <div className="space-y-3">
        <h3 className="text-sm font-medium">{t('edit.links.videos')}</h3>
        {videos.fields.length === 0 && <p className="text-sm text-ink-muted">{t('edit.links.noVideos')}</p>}
        <ol className="space-y-3">
          {videos.fields.map((field, index) => (
            <li
              key={field.id}
              className="grid gap-3 rounded-control bg-surface-sunken p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] sm:items-start"
            >
              <TextField
                label={t('edit.links.videoTitle', { number: index + 1 })}
                error={messageOf(errors.videos?.[index]?.title)}
                {...form.register(`videos.${index}.title`)}
              />
              <TextField
                label={t('edit.links.videoUrl', { number: index + 1 })}
                hint={t('edit.links.videoUrlHint')}
                error={messageOf(errors.videos?.[index]?.url)}
                type="url"
                inputMode="url"
                autoCapitalize="off"
                {...form.register(`videos.${index}.url`)}
              />
              <Button
                variant="ghost"
                size="sm"
                className="justify-self-start sm:mt-7"
                onClick={() => videos.remove(index)}
                aria-label={t('edit.links.removeVideo', { number: index + 1 })}
              >
                <TrashIcon className="size-4" />
                <span className="sm:sr-only">{t('edit.links.remove')}</span>
              </Button>
            </li>
          ))}
        </ol>
        {messageOf(errors.videos) && <p className="text-sm text-danger">{messageOf(errors.videos)}</p>}
        <Button
          variant="secondary"
          size="sm"
          disabled={videos.fields.length >= MAX_CHAMPIONSHIP_VIDEOS}
          onClick={() => videos.append({ title: '', url: '' })}
        >
          <PlusCircleIcon className="size-4" />
          {t('edit.links.addVideo')}
        </Button>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`edit.links.${network}`)}
            hint={t(`edit.links.${network}Hint`)}
            error={messageOf(errors.socialLinks?.[network])}
            type="url"
            inputMode="url"
            autoCapitalize="off"
            {...form.register(`socialLinks.${network}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
