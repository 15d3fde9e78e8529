import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChatIcon, MailIcon, PhoneIcon } from '../../components/svg-icons/icons';
import { paths } from '../../config/paths';
import { useAppConfig } from '../../lib/app-config';
import { useCurrentUser } from '../../lib/session';
import { phoneLinks, showsContactBubble } from './contact-links-of-phone';
import { useCookieBannerShown } from './cookie-banner';

const itemClasses =
  'focus-ring flex min-h-11 items-center gap-3 rounded-control px-3 font-medium hover:bg-clay-50 dark:hover:bg-clay-950';

/**
 * The championship site's floating contact bubble (spec 1 §1): the
 * organiser's phone to call, WhatsApp and Viber, and the contact form. It
 * opens as a small panel; Escape or a second press closes it. It waits for
 * the cookie banner, which takes the same corner, to be acknowledged.
 */
export function ContactBubble() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const user = useCurrentUser();
  // The banner takes the same corner until it is acknowledged: the bubble waits for it.
  const bannerShown = useCookieBannerShown();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);

  if (bannerShown || !showsContactBubble(config.skin, user)) return null;
  const links = phoneLinks(config.mainHost?.phone);
  return (
    <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3 print:hidden">
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={t('contactBubble.title')}
          className="w-64 rounded-card border border-line bg-surface p-2 shadow-lg"
        >
          <p className="px-3 py-2 text-sm font-semibold text-ink-muted">{t('contactBubble.title')}</p>
          <ul>
            {links && (
              <>
                <li>
                  <a href={links.call} className={itemClasses}>
                    <PhoneIcon className="size-5 text-clay-600" />
                    {t('contactBubble.call')}
                  </a>
                </li>
                <li>
                  <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={itemClasses}>
                    <ChatIcon className="size-5 text-court-600" />
                    WhatsApp
                  </a>
                </li>
                <li>
                  <a href={links.viber} className={itemClasses}>
                    <ChatIcon className="size-5 text-[#7360f2]" />
                    Viber
                  </a>
                </li>
              </>
            )}
            <li>
              <Link to={paths.skin.contact()} className={itemClasses} onClick={() => setOpen(false)}>
                <MailIcon className="size-5 text-clay-600" />
                {t('contactBubble.form')}
              </Link>
            </li>
          </ul>
        </div>
      )}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={t(open ? 'contactBubble.close' : 'contactBubble.open')}
        onClick={() => setOpen((value) => !value)}
        className="focus-ring flex size-14 items-center justify-center rounded-full bg-clay-600 text-white shadow-lg hover:bg-clay-700"
      >
        <ChatIcon className="size-7" />
      </button>
    </div>
  );
}
