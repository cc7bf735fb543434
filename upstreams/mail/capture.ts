import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * The local mail capture of development (`npm start` without SMTP_URL): an SMTP server on loopback
 * that takes every message and keeps it as an .eml file, which the gateway's /dev/outbox pages
 * show. Nothing leaves the machine.
 */
export interface MailCapture {
  /** smtp://127.0.0.1:PORT, what the mailer is given. */
  url: string;
  port: number;
  /** Where the .eml files are. */
  dir: string;
  close(): Promise<void>;
}

export interface MailCaptureOptions {
  dir: string;
  /** 0 (the default): any free port. */
  port?: number;
  /** 127.0.0.1 by default: only this machine can send to it. */
  host?: string;
}

/** Larger than any alert email; a runaway message is refused with 552 instead of filling the disk. */
export const CAPTURE_MAX_BYTES = 5 * 1024 * 1024;

/** How long closing waits for a message still arriving before it cuts the connection. */
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * 20261125T101500123Z-3f9a0c1b2d4e.eml: the arrival time (UTC, to the millisecond) first, so the
 * names sort by it; letters, digits and one dash, so a name is safe in a path and a URL.
 */
export function captureFileName(at = new Date()): string {
  return `${at.toISOString().replace(/[-:.]/g, '')}-${randomBytes(6).toString('hex')}.eml`;
}

/** Written under a name the outbox ignores (a dot, no .eml), then renamed: a reader never sees half a message. */
async function writeAtomically(dir: string, name: string, data: Buffer): Promise<void> {
  const temporary = path.join(dir, `.${name}.tmp`);
  try {
    await writeFile(temporary, data, { flag: 'wx' });
    await rename(temporary, path.join(dir, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** An error whose responseCode smtp-server sends as the reply. */
const smtpReply = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startMailCapture(options: MailCaptureOptions): Promise<MailCapture> {
  const dir = path.resolve(options.dir);
  await mkdir(dir, { recursive: true });
  const host = options.host ?? '127.0.0.1';
  const server = new SMTPServer({
    banner: 'CarMarket development mail capture',
    // Any sender, any recipient, in plain text: it only listens on loopback.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: CAPTURE_MAX_BYTES,
    disableReverseLookup: true,
    closeTimeout: CLOSE_TIMEOUT_MS,
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (stream.sizeExceeded) return callback(smtpReply(552, `message exceeds ${CAPTURE_MAX_BYTES} bytes`));
        const name = captureFileName();
        writeAtomically(dir, name, Buffer.concat(chunks)).then(
          () => callback(null, `queued as ${name}`),
          () => callback(smtpReply(451, 'the capture could not store the message')),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  // A connection that breaks off mid-session is the client's affair; the server keeps listening.
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    dir,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
