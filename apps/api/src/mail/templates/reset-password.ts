import { renderMail, type RenderedMail } from '../layout.js';

export const RESET_PASSWORD_TEMPLATE = 'reset-password';

export function resetPasswordMail({ name, url }: { name: string; url: string }): RenderedMail {
  return renderMail('Επαναφορά κωδικού πρόσβασης', `Γεια σας ${name},`, {
    paragraphs: ['Λάβατε αυτό το email επειδή ζητήθηκε επαναφορά του κωδικού πρόσβασης του λογαριασμού σας.'],
    action: { label: 'Επαναφορά κωδικού', url },
    notes: [
      'Ο σύνδεσμος ισχύει για 60 λεπτά και χρησιμοποιείται μία φορά.',
      'Αν δεν ζητήσατε εσείς επαναφορά κωδικού, αγνοήστε αυτό το μήνυμα: ο κωδικός σας δεν αλλάζει.',
    ],
  });
}
