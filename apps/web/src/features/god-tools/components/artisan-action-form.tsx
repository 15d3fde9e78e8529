import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { inputClasses } from '../../../components/ui/input-classes';
import { paths } from '../../../config/paths';
import { isDevLike, useAppConfig } from '../../../lib/app-config';
import { GOD_TOOLS_NS } from '../i18n';
import type { ARTISAN_FORMS } from '../model/artisan-actions';

type Form = (typeof ARTISAN_FORMS)[number];

/** One action of the console: what it does, its fields, and the way to its confirmation page. */
export function ArtisanActionForm({ form }: { form: Form }) {
  const { t } = useTranslation(GOD_TOOLS_NS);
  const navigate = useNavigate();
  const unavailable = form.notInLive === true && !isDevLike(useAppConfig());
  const id = useId();
  const [values, setValues] = useState<Record<string, string>>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(paths.god.artisanAction(form.action, values));
  };
  return (
    <form onSubmit={submit} className="flex h-full flex-col rounded-card border border-line bg-surface p-4 shadow-xs">
      <h2 className="font-semibold">{t(`artisan.actions.${form.action}.title`)}</h2>
      <p className="mt-1 text-sm text-ink-muted">{t(`artisan.actions.${form.action}.text`)}</p>
      {form.fields.length > 0 && (
        <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
          {form.fields.map((field) => (
            <div key={field.name} className="space-y-1">
              <label htmlFor={`${id}-${field.name}`} className="block text-sm font-medium">
                {t(`artisan.fields.${field.name}`)}
              </label>
              <input
                id={`${id}-${field.name}`}
                className={inputClasses}
                type="number"
                inputMode="numeric"
                min={field.min}
                max={field.max}
                required={!form.eitherOr}
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            </div>
          ))}
        </div>
      )}
      {form.eitherOr && <p className="mt-2 text-xs text-ink-muted">{t('artisan.either')}</p>}
      {unavailable && <p className="mt-2 text-sm font-medium text-danger">{t('artisan.notInLive')}</p>}
      <div className="mt-auto pt-4">
        <Button type="submit" variant="secondary" size="sm" disabled={unavailable}>
          {t('artisan.open')}
        </Button>
      </div>
    </form>
  );
}
