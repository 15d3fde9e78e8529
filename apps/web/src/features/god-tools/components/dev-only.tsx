import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPage } from '../../../components/ui/status-page';
import { isDevLike, useAppConfig } from '../../../lib/app-config';

/**
 * The developers' pages exist in dev and test only (decision 036): live shows
 * them as not found, as the API answers their calls.
 */
export const devOnly = (Page: ComponentType) =>
  function DevOnlyPage() {
    const config = useAppConfig();
    const { t } = useTranslation();
    if (!isDevLike(config)) return <StatusPage code={404} title={t('notFound.title')} text={t('notFound.text')} />;
    return <Page />;
  };
