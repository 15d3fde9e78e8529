import { renderMail, type RenderedMail } from '../layout.js';

export const VERIFY_EMAIL_TEMPLATE = 'verify-email';

export function verifyEmailMail({ name, url }: { name: string; url: string }): RenderedMail {
  return renderMail('Επιβεβαίωση διεύθυνσης email', `Γεια σας ${name},`, {
    paragraphs: [
      'Ευχαριστούμε για την εγγραφή σας. Πατήστε το παρακάτω κουμπί για να επιβεβαιώσετε τη διεύθυνση email σας.',
    ],
    action: { label: 'Επιβεβαίωση email', url },
    notes: [
      'Ο σύνδεσμος ισχύει για 60 λεπτά.',
      'Αν δεν δημιουργήσατε εσείς λογαριασμό, δεν χρειάζεται να κάνετε τίποτα.',
    ],
  });
}
