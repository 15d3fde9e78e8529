import { useTranslation } from 'react-i18next';
import { PhoneIcon } from '../../../../components/svg-icons/icons';
import { FACILITY_FACTS, type PartnerFacility } from '../content/facilities';
import { FACILITIES_NS } from '../i18n';
import { phoneForReading } from '../model/phone-for-reading';

/** What the club offers: courts, surfaces, lights, parking, changing rooms. */
export function FacilityFacts({ facility }: { facility: PartnerFacility }) {
  const { t } = useTranslation(FACILITIES_NS);
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
      {FACILITY_FACTS.map((fact) => (
        <div key={fact} className="contents">
          <dt className="font-semibold text-ink">{t(`facility.facts.${fact}`)}</dt>
          <dd className="-mt-2 text-ink-muted sm:mt-0">{facility.facts[fact]}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The address, the phones (one tap calls them) and the opening hours. */
export function FacilityContact({ facility }: { facility: PartnerFacility }) {
  const { t } = useTranslation(FACILITIES_NS);
  const { street, postcode, town } = facility.address;
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('facility.address')}</h3>
        <address className="mt-1 not-italic">
          {facility.name}
          <br />
          {street}
          <br />
          {postcode} {town}
        </address>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('facility.phones')}</h3>
        <ul className="mt-1 space-y-1">
          {facility.phones.map((phone) => {
            const shown = phoneForReading(phone.number);
            return (
              <li key={phone.number} className="flex flex-wrap items-center gap-x-2">
                <a
                  href={`tel:${phone.number}`}
                  aria-label={t('facility.call', { number: shown, label: phone.label })}
                  className="focus-ring inline-flex min-h-11 items-center gap-2 font-semibold text-clay-700 underline-offset-4 hover:underline dark:text-clay-300"
                >
                  <PhoneIcon className="size-5" />
                  <span className="whitespace-nowrap">{shown}</span>
                </a>
                <span className="text-sm text-ink-muted">{phone.label}</span>
              </li>
            );
          })}
        </ul>
      </div>
      <div>
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('facility.hours')}</h3>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {facility.hours.map((line) => (
            <div key={line.days} className="contents">
              <dt>{line.days}</dt>
              <dd className="text-ink-muted tabular-nums">{line.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
