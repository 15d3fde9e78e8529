import { renderMail, type RenderedMail } from '../layout.js';

export const REGISTRATION_ATTEMPT_TEMPLATE = 'registration-attempt';

/**
 * To the owner of an address someone tried to register again: POST /register
 * answers the same either way, so this mail is where the owner learns it.
 */
export function registrationAttemptMail({
  name,
  loginUrl,
  forgotPasswordUrl,
}: {
  name: string;
  loginUrl: string;
  forgotPasswordUrl: string;
}): RenderedMail {
  return renderMail('Προσπάθεια εγγραφής με το email σας', `Γεια σας ${name},`, {
    paragraphs: [
      'Κάποιος, ίσως εσείς, προσπάθησε να δημιουργήσει νέο λογαριασμό με αυτή τη διεύθυνση email. Έχετε ήδη λογαριασμό, οπότε δεν δημιουργήθηκε νέος.',
      `Αν ξεχάσατε τον κωδικό σας, ορίστε νέο εδώ: ${forgotPasswordUrl}`,
    ],
    action: { label: 'Σύνδεση', url: loginUrl },
    notes: ['Αν δεν ήσασταν εσείς, δεν χρειάζεται να κάνετε τίποτα: ο λογαριασμός και ο κωδικός σας δεν άλλαξαν.'],
  });
}
