import { open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { internalPageReply, sendInternalPage } from '../security/internal-pages';
import {
  outboxHref,
  outboxListPage,
  outboxMessagePage,
  outboxNotFoundPage,
  type OutboxEntry,
  type OutboxMessage,
} from './outbox-pages';

/*
 * /dev/outbox: the emails the local mail capture received (upstreams/mail/capture.ts writes them
 * as .eml files into a folder; this reads the folder, importing nothing of the upstreams). The
 * gateway registers it only when given that folder, i.e. when `npm start` runs the capture
 * because no SMTP relay is configured (main.ts): where mail really goes out, there is no outbox.
 */

/**
 * The outbox pages' policy, instead of the site's. The email's HTML is shown in a sandboxed
 * srcdoc frame, and a srcdoc document lives under the policy of the page that holds it: emails
 * are styled with style elements and attributes, so styles are 'unsafe-inline' here (no nonce,
 * which would switch that off). No script runs at all, in the page or in the frame; images only
 * from this origin (the listings' photos) or inline; no other frame (a srcdoc frame is not fetched,
 * so default-src 'none' does not stop it: checked in Chromium); the page is framed by nobody.
 */
export const OUTBOX_CSP = [
  "default-src 'none'",
  "script-src 'none'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The capture's file names without .eml (capture.ts captureFileName): anything else is no email. */
const ENTRY_ID = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(\d{3})Z-[0-9a-f]{6,32}$/;
/** The list parses this many files at most, the newest. */
export const OUTBOX_LIST_LIMIT = 200;
/** Enough for any header block; the list reads no further into a file. */
const HEADER_BYTES = 64 * 1024;
/** The headers the message page shows, in this order: decoded where people read them, as sent where machines do. */
const SHOWN_HEADERS: Array<[name: string, value: (parsed: ParsedMail) => string | undefined]> = [
  ['From', (parsed) => parsed.from && addressText(parsed.from)],
  ['To', (parsed) => parsed.to && addressText(parsed.to)],
  ['Subject', (parsed) => parsed.subject],
  ['Date', (parsed) => rawHeader(parsed, 'date')],
  ['Message-ID', (parsed) => parsed.messageId],
  ['List-Unsubscribe', (parsed) => rawHeader(parsed, 'list-unsubscribe')],
  ['List-Unsubscribe-Post', (parsed) => rawHeader(parsed, 'list-unsubscribe-post')],
];

const receivedAt = (id: string) => {
  const [, year, month, day, hour, minute, second, ms] = ENTRY_ID.exec(id)!.map(Number);
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
};

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  return [value ?? []]
    .flat()
    .map((address) => address.text)
    .join(', ');
}

/** A header as it was sent, unfolded; mailparser's own values are parsed (List-* become objects). */
function rawHeader(parsed: ParsedMail, name: string): string | undefined {
  const line = parsed.headerLines.find((header) => header.key === name)?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();
}

const entryOf = (id: string, parsed: ParsedMail): OutboxEntry => ({
  id,
  receivedAt: receivedAt(id),
  from: addressText(parsed.from),
  to: addressText(parsed.to),
  subject: parsed.subject ?? '',
});

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** The header block of a file: the bytes up to the first empty line. */
async function readHeaderBlock(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    const end = head.indexOf('\r\n\r\n');
    return end < 0 ? head : head.subarray(0, end + 4);
  } finally {
    await handle.close();
  }
}

async function listEntries(dir: string): Promise<{ entries: OutboxEntry[]; total: number }> {
  const names = await readdir(dir).catch((error: unknown) => (isMissing(error) ? [] : Promise.reject(error)));
  // Newest first: the names begin with the arrival time.
  const ids = names
    .filter((name) => name.endsWith('.eml') && ENTRY_ID.test(name.slice(0, -4)))
    .map((name) => name.slice(0, -4))
    .sort()
    .reverse();
  const read = await Promise.all(
    ids.slice(0, OUTBOX_LIST_LIMIT).map(async (id) => {
      const head = await readHeaderBlock(path.join(dir, `${id}.eml`)).catch((error: unknown) =>
        // Deleted since the folder was read: left out.
        isMissing(error) ? undefined : Promise.reject(error),
      );
      return head && entryOf(id, await simpleParser(head));
    }),
  );
  return { entries: read.filter((entry) => entry !== undefined), total: ids.length };
}

/** The raw message, or undefined when there is no email of that id. */
async function readRaw(dir: string, id: string): Promise<Buffer | undefined> {
  if (!ENTRY_ID.test(id)) return undefined;
  return readFile(path.join(dir, `${id}.eml`)).catch((error: unknown) =>
    isMissing(error) ? undefined : Promise.reject(error),
  );
}

async function messageOf(id: string, raw: Buffer): Promise<OutboxMessage> {
  const parsed = await simpleParser(raw, { skipTextToHtml: true, skipTextLinks: true });
  const headers = SHOWN_HEADERS.flatMap(([name, valueOf]): Array<[string, string]> => {
    const value = valueOf(parsed);
    return value === undefined ? [] : [[name, value]];
  });
  return { ...entryOf(id, parsed), headers, text: parsed.text, html: parsed.html || undefined };
}

export interface OutboxOptions {
  /** The capture's folder of .eml files. */
  dir: string;
}

/** GET /dev/outbox (the list), /dev/outbox/:id (one email) and /dev/outbox/:id.eml (the raw message). */
/**
 * The captured emails hold shoppers' addresses and messages: only a browser on this machine reads
 * them (a local `npm start`), never one reaching the gateway over the network, whatever NODE_ENV.
 * The socket's own address decides, never request.ip: behind TRUST_PROXY that is the leftmost
 * X-Forwarded-For entry, which the client writes. A request that came through a proxy at all (it
 * carries X-Forwarded-For) is from elsewhere, even when the proxy runs on this machine.
 */
const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
export const isLoopbackAddress = (ip: string): boolean => LOOPBACK.test(ip);

export function registerOutbox(app: FastifyInstance, options: OutboxOptions): void {
  const dir = path.resolve(options.dir);
  const html = (reply: FastifyReply, status: number, page: string) => sendInternalPage(reply, status, OUTBOX_CSP, page);
  const fromThisMachine = (request: FastifyRequest) =>
    isLoopbackAddress(request.socket.remoteAddress ?? '') && request.headers['x-forwarded-for'] === undefined;

  app.get(outboxHref(), async (request, reply) => {
    // As if there were no outbox: nothing tells a remote browser one exists.
    if (!fromThisMachine(request)) return html(reply, 404, outboxNotFoundPage());
    const { entries, total } = await listEntries(dir);
    return html(reply, 200, outboxListPage(entries, total, dir));
  });

  app.get<{ Params: { file: string } }>(`${outboxHref()}/:file`, async (request, reply) => {
    if (!fromThisMachine(request)) return html(reply, 404, outboxNotFoundPage());
    const { file } = request.params;
    const download = file.endsWith('.eml');
    const id = download ? file.slice(0, -4) : file;
    const raw = await readRaw(dir, id);
    if (!raw) return html(reply, 404, outboxNotFoundPage());
    if (download)
      return internalPageReply(reply, 200, OUTBOX_CSP)
        .type('message/rfc822')
        .header('content-disposition', `attachment; filename="${id}.eml"`)
        .send(raw);
    return html(reply, 200, outboxMessagePage(await messageOf(id, raw)));
  });
}
