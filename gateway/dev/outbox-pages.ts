import { escapeHtml } from '../ssr/html';

/*
 * The markup of the development outbox (outbox.ts): plain server-rendered HTML, no script, one
 * small stylesheet. A list of cards rather than a table, so that it fits a 320 px screen.
 */

/** One captured email, as the list and the message page show it. */
export interface OutboxEntry {
  /** The file's name without .eml: the page's id. */
  id: string;
  /** When the capture received it (its file name says so). */
  receivedAt: Date;
  from: string;
  to: string;
  subject: string;
}

export interface OutboxMessage extends OutboxEntry {
  /** The headers the page shows, in order, as sent (unfolded); missing ones are left out. */
  headers: Array<[name: string, value: string]>;
  text: string | undefined;
  html: string | undefined;
}

const CSS = [
  ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.45;color:#1a1a1a;background:#f4f6f9}',
  'body{margin:0}',
  'a{color:#0b57d0}',
  '.bar{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;padding:.75rem 1rem;background:#1f2937;color:#fff}',
  '.bar a{color:#fff;font-weight:600;text-decoration:none;font-size:1.125rem}',
  '.bar span{color:#cbd5e1;font-size:.875rem}',
  'main{max-width:60rem;margin:0 auto;padding:1rem}',
  'h1{font-size:1.25rem;margin:.5rem 0 1rem;overflow-wrap:anywhere}',
  'h2{font-size:1rem;margin:1.5rem 0 .5rem}',
  '.note{color:#4b5563;overflow-wrap:anywhere}',
  '.mails{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}',
  '.mail{display:grid;grid-template-columns:1fr auto;gap:.125rem 1rem;padding:.75rem 1rem;background:#fff;border:1px solid #d8dee8;border-radius:8px}',
  '.mail a{grid-column:1/-1;font-weight:600;overflow-wrap:anywhere;padding:.25rem 0}',
  '.mail .to{color:#4b5563;overflow-wrap:anywhere;min-width:0}',
  '.mail time{color:#4b5563;white-space:nowrap}',
  '@media (max-width:30rem){.mail{grid-template-columns:1fr}}',
  '.headers{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0;padding:.75rem 1rem;background:#fff;border:1px solid #d8dee8;border-radius:8px}',
  '.headers dt{font-weight:600;color:#374151}',
  '.headers dd{margin:0;overflow-wrap:anywhere;min-width:0;font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.875rem}',
  '@media (max-width:30rem){.headers{grid-template-columns:1fr}.headers dd{margin-bottom:.5rem}}',
  '.html{display:block;width:100%;height:70vh;min-height:24rem;border:1px solid #d8dee8;border-radius:8px;background:#fff;box-sizing:border-box}',
  '.text{margin:0;padding:.75rem 1rem;background:#fff;border:1px solid #d8dee8;border-radius:8px;white-space:pre-wrap;overflow-wrap:anywhere;font-size:.875rem}',
  '.actions{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:1rem 0}',
].join('');

/** Times as the developer reads them: the machine's own time zone, to the second. */
const TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });
const timeHtml = (at: Date) => `<time datetime="${at.toISOString()}">${escapeHtml(TIME.format(at))}</time>`;

export const outboxHref = (id?: string) => (id ? `/dev/outbox/${id}` : '/dev/outbox');

function page(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · Outbox (development)</title>
<style>${CSS}</style>
</head>
<body>
<header class="bar"><a href="${outboxHref()}">Outbox</a><span>development mail capture: nothing here was sent</span></header>
<main>
${main}
</main>
</body>
</html>
`;
}

/** The captured emails, newest first; `total` counts those beyond the list too. */
export function outboxListPage(entries: OutboxEntry[], total: number, dir: string): string {
  const folder = `<p class="note">Folder: <code>${escapeHtml(dir)}</code></p>`;
  if (!entries.length)
    return page(
      'No emails',
      `<h1>No emails yet</h1>
<p class="note">Emails the upstreams send while SMTP_URL is unset are caught by the local mail capture and listed here, newest first.</p>
${folder}`,
    );
  const items = entries.map(
    (entry) =>
      `<li class="mail"><a href="${outboxHref(entry.id)}">${escapeHtml(entry.subject || '(no subject)')}</a>` +
      `<span class="to">To ${escapeHtml(entry.to || '(nobody)')}</span>${timeHtml(entry.receivedAt)}</li>`,
  );
  const count = total > entries.length ? `the newest ${entries.length} of ${total}` : `${total}`;
  return page(
    'Emails',
    `<h1>Emails (${count})</h1>
<ol class="mails">
${items.join('\n')}
</ol>
${folder}`,
  );
}

/**
 * Links in the email open in a new tab, outside the sandbox (the frame itself runs no script and
 * cannot navigate this page); images and styles are the email's own.
 */
const FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export function outboxMessagePage(message: OutboxMessage): string {
  const headers = message.headers
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  const html = message.html
    ? `<iframe class="html" title="HTML part of the email" sandbox="${FRAME_SANDBOX}" referrerpolicy="no-referrer" srcdoc="${escapeHtml(`<base target="_blank">${message.html}`)}"></iframe>`
    : '<p class="note">This email has no HTML part.</p>';
  const text = message.text
    ? `<pre class="text">${escapeHtml(message.text)}</pre>`
    : '<p class="note">This email has no text part.</p>';
  return page(
    message.subject || '(no subject)',
    `<h1>${escapeHtml(message.subject || '(no subject)')}</h1>
<p class="note">Received ${timeHtml(message.receivedAt)}</p>
<dl class="headers">
${headers}
</dl>
<div class="actions"><a href="${outboxHref()}">All emails</a><a href="${outboxHref(message.id)}.eml" download>Download .eml</a></div>
<h2>HTML part</h2>
${html}
<h2>Text part</h2>
${text}`,
  );
}

export function outboxNotFoundPage(): string {
  return page(
    'No such email',
    `<h1>No such email</h1>
<p class="note">It may have been deleted from the outbox folder, or the link is wrong.</p>
<p><a href="${outboxHref()}">All emails</a></p>`,
  );
}
