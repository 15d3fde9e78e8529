import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ButtonLink } from '../../../components/ui/button';
import { LegalDocument } from '../components/legal-document';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <LegalDocument textsKey="about" />
      <div className="mx-auto -mt-4 flex max-w-prose flex-wrap gap-3 px-4 pb-12">
        <ButtonLink to={paths.register()}>{t('about.join')}</ButtonLink>
        <ButtonLink to={paths.contact()} variant="secondary">
          {t('about.contact')}
        </ButtonLink>
      </div>
    </>
  );
}
