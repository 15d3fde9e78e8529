import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, type TChampionshipLanding, type TSocialNetwork } from '@tennis/contracts';
import { FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, YoutubeIcon } from '../../../components/svg-icons/icons';
import { paths } from '../../../config/paths';
import { CHAMPIONSHIPS_NS } from '../i18n';

const NETWORK_ICONS: Record<TSocialNetwork, ComponentType<{ className?: string }>> = {
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  youtube: YoutubeIcon,
};

const linkClasses =
  'focus-ring inline-flex min-h-11 items-center gap-2 rounded-control font-semibold text-clay-700 underline-offset-2 hover:underline dark:text-clay-300';

function ContactItem({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="shrink-0 text-ink-muted">{icon}</span>
      <span className="min-w-0 break-words">{children}</span>
    </li>
  );
}

/**
 * The social and contact links of the landing page (spec 3 §2): the
 * organiser's phone and email and the contact form, then the league's pages on
 * the social networks. Whatever the championship has not got is left out.
 */
export function ContactLinks({ championship }: { championship: TChampionshipLanding }) {
  const { t } = useTranslation(CHAMPIONSHIPS_NS);
  const { phone, email } = championship.host;
  const networks = SOCIAL_NETWORKS.flatMap((network) => {
    const url = championship.socialLinks[network];
    return url ? [{ network, url }] : [];
  });
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-muted">{t('contactBody')}</p>
      <ul className="space-y-1 text-sm">
        {phone && (
          <ContactItem icon={<PhoneIcon className="size-5" />}>
            <a
              href={`tel:${phone.replace(/\s+/g, '')}`}
              className={linkClasses}
              aria-label={t('contact.call', { phone })}
            >
              {phone}
            </a>
          </ContactItem>
        )}
        {email && (
          <ContactItem icon={<MailIcon className="size-5" />}>
            <a href={`mailto:${email}`} className={`${linkClasses} break-all`}>
              {email}
            </a>
          </ContactItem>
        )}
        <ContactItem icon={<MailIcon className="size-5" />}>
          <Link to={paths.contact()} className={linkClasses}>
            {t('contact.form')}
          </Link>
        </ContactItem>
      </ul>
      {networks.length > 0 && (
        <div className="space-y-2 border-t border-line pt-3">
          <h3 className="text-sm font-semibold">{t('contact.follow')}</h3>
          <ul className="flex flex-wrap gap-2">
            {networks.map(({ network, url }) => {
              const Icon = NETWORK_ICONS[network];
              return (
                <li key={network}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="focus-ring inline-flex min-h-11 items-center gap-2 rounded-control border border-line px-3 text-sm font-semibold hover:bg-surface-sunken"
                  >
                    <Icon className="size-5 text-clay-600 dark:text-clay-300" />
                    {t(`contact.networks.${network}`)}
                    <span className="sr-only">{t('contact.newTab')}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
