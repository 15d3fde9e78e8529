import { desc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { clubs } from '../db/schema/index.js';
import { writeWorkbook } from '../championships/backoffice/write-workbook.js';
import type { Mailer } from '../mail/mailer.js';

// What the test dashboard's buttons really do (spec 3 §7): a mail through the
// mailer, an Excel file through the exporter the back office uses (the PDF
// is write-test-pdf.ts, the upload check-test-upload.ts).

export async function sendTestMail(mailer: Mailer, user: { id: number; email: string; name: string }) {
  return mailer.send({
    to: user.email,
    subject: 'Δοκιμαστικό email',
    html: `<p>Γεια σας ${user.name.replace(/[<>&"]/g, '')},</p><p>Αυτό είναι ένα δοκιμαστικό email από τον πίνακα δοκιμών.</p>`,
    text: `Γεια σας ${user.name},\n\nΑυτό είναι ένα δοκιμαστικό email από τον πίνακα δοκιμών.`,
    template: 'test-mail',
    userId: user.id,
  });
}

/** The newest hundred clubs: what the test exports hold. */
export const testExportClubs = (db: Db) =>
  db.select({ id: clubs.id, name: clubs.name, address: clubs.address }).from(clubs).orderBy(desc(clubs.id)).limit(100);

/** The clubs as a real xlsx, newest first. */
export async function writeTestWorkbook(db: Db): Promise<Buffer> {
  const rows = await testExportClubs(db);
  return writeWorkbook([
    {
      name: 'Όμιλοι',
      columns: [
        { header: 'Κωδικός', key: 'id', width: 10 },
        { header: 'Όνομα', key: 'name', width: 40 },
        { header: 'Διεύθυνση', key: 'address', width: 40 },
      ],
      rows,
    },
  ]);
}
