import { useTranslation } from 'react-i18next';
import { phoneParts } from '../model/phone-numbers';
import { TOURNAMENTS_NS } from '../i18n';

/** Free-text phones with every number a tel: link, so a phone calls it with one tap. */
export function PhoneLinks({ text }: { text: string }) {
  const { t } = useTranslation(TOURNAMENTS_NS);
  return (
    <>
      {phoneParts(text).map((part, index) =>
        part.tel ? (
          <a
            key={index}
            href={part.tel}
            aria-label={t('landing.callNumber', { number: part.text })}
            className="focus-ring whitespace-nowrap rounded-sm text-clay-700 underline underline-offset-4 hover:text-clay-800 dark:text-clay-300"
          >
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
