import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { Page } from '../../../components/ui/page';
import { ContactAside } from '../components/contact-aside';
import { ContactForm } from '../components/contact-form';
import { ContactSent } from '../components/contact-sent';
import { useContactForm } from '../components/use-contact-form';

/** The contact form; `?mode=bugs-and-improvements` turns it into the bug and idea report. */
export function ContactPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const mode = search.get('mode') === 'bugs-and-improvements' ? 'bugs-and-improvements' : 'general';
  const copy = mode === 'general' ? 'contact.general' : 'contact.bugs';
  const form = useContactForm(mode);

  return (
    <Page title={t(`${copy}.title`)} intro={t(`${copy}.intro`)} width="wide">
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_17rem]">
        <Card>
          {form.sent ? <ContactSent onWriteAnother={form.writeAnother} /> : <ContactForm copy={copy} form={form} />}
        </Card>
        <ContactAside mode={mode} />
      </div>
    </Page>
  );
}
