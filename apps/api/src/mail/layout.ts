/** A rendered mail: the subject, an HTML body and its plain-text twin. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value a user typed goes through this before it enters HTML. */
const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export interface MailBlock {
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Smaller lines under the button. */
  notes?: string[];
  /** The unsubscribe link of a mail a preference governs, last and small. */
  unsubscribeUrl?: string;
}

const UNSUBSCRIBE_LABEL = 'Διαγραφή από αυτά τα email';

/** One plain Greek layout for every mail; texts are escaped here, once. */
export function renderMail(subject: string, greeting: string, block: MailBlock): RenderedMail {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#b4532a;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>`
    : '';
  const notes = (block.notes ?? [])
    .map((n) => `<p style="margin:0 0 8px;color:#666;font-size:13px">${escapeHtml(n)}</p>`)
    .join('');
  const unsubscribe = block.unsubscribeUrl
    ? `<p style="margin:24px 0 0;font-size:12px"><a href="${escapeHtml(block.unsubscribeUrl)}" style="color:#666">${UNSUBSCRIBE_LABEL}</a></p>`
    : '';
  const html = [
    '<!doctype html><html lang="el"><body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;padding:24px">',
    p(greeting),
    ...block.paragraphs.map(p),
    button,
    notes,
    unsubscribe,
    '</div></body></html>',
  ].join('');
  const text = [
    greeting,
    '',
    ...block.paragraphs.flatMap((x) => [x, '']),
    ...(block.action ? [`${block.action.label}: ${block.action.url}`, ''] : []),
    ...(block.notes ?? []),
    ...(block.unsubscribeUrl ? ['', `${UNSUBSCRIBE_LABEL}: ${block.unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject, html, text };
}
