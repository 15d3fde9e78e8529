import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { DeleteAccountSection } from './delete-account-section';

/** Change password, and delete the account. */
export function AccountTab() {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <section aria-labelledby="password-heading" className="rounded-card border border-line p-4 sm:p-5">
        <h2 id="password-heading" className="font-semibold">
          {t('settings.account.passwordTitle')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('settings.account.passwordText')}</p>
        <ButtonLink to={paths.changePassword()} variant="secondary" className="mt-4">
          {t('nav.change-password')}
        </ButtonLink>
      </section>

      <DeleteAccountSection />
    </div>
  );
}
