import { useTranslation } from 'react-i18next';
import type { TBackofficeChampionship } from '@tennis/contracts';
import { SubmitButton } from '../../../components/ui/submit-button';
import { saveActionsFor } from '../model/championship-page-rules';
import { CHAMPIONSHIPS_BO_NS } from '../i18n';
import { ChampionshipFilesFields } from './championship-files-fields';
import { ChampionshipMainFields } from './championship-main-fields';
import { LandingLinksFields } from './landing-links-fields';
import { useChampionshipForm } from './use-championship-form';
import { VenuesFieldset } from './venues-fieldset';

/** The championship form (spec 3 §2, §5): type and gender shown read-only; the buttons follow the state. */
export function ChampionshipForm({ championship }: { championship: TBackofficeChampionship }) {
  const { t } = useTranslation(CHAMPIONSHIPS_BO_NS);
  const { form, files, submit, pending } = useChampionshipForm(championship);

  return (
    <form className="space-y-6" noValidate onSubmit={(e) => e.preventDefault()}>
      <ChampionshipMainFields championship={championship} form={form} />
      <VenuesFieldset championshipId={championship.id} form={form} />
      <LandingLinksFields form={form} />
      <ChampionshipFilesFields championship={championship} files={files} />

      <div className="flex flex-col-reverse gap-2 border-t border-line pt-4 sm:flex-row sm:justify-end">
        {saveActionsFor(championship.state).map((action) => (
          <SubmitButton
            key={action}
            type="button"
            variant={action === 'publish' ? 'court' : 'primary'}
            pending={pending}
            onClick={submit(action)}
          >
            {t(`edit.${action}`)}
          </SubmitButton>
        ))}
      </div>
    </form>
  );
}
