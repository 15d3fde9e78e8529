import { renderMail, type RenderedMail } from '../layout.js';

export const CONTACT_MESSAGE_TEMPLATE = 'contact-message';

export interface ContactMailInput {
  name: string;
  email: string;
  subject: string;
  body: string;
  /** Where it was sent from: the organiser's name, or the platform. */
  siteName: string;
  bugsAndImprovements: boolean;
}

/** The copy of a contact form that reaches the organiser (or the platform team); replying answers the writer. */
export function contactMessageMail(input: ContactMailInput): RenderedMail {
  const kind = input.bugsAndImprovements ? 'Αναφορά προβλήματος ή πρότασης βελτίωσης' : 'Νέο μήνυμα επικοινωνίας';
  return renderMail(`${kind}: ${input.subject}`, 'Γεια σας,', {
    paragraphs: [
      `Λάβατε μήνυμα από τη φόρμα επικοινωνίας (${input.siteName}).`,
      `Όνομα: ${input.name}\nEmail: ${input.email}\nΘέμα: ${input.subject}`,
      input.body,
    ],
    notes: ['Απαντήστε σε αυτό το email για να απαντήσετε απευθείας στον αποστολέα.'],
  });
}
