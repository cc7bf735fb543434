import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/**
 * A test SMTP server on loopback: it keeps every message it accepts, parsed, and misbehaves when
 * told to. For the mailer's tests and the alert sender's.
 *
 *   const smtp = await startTestSmtp();
 *   const mailer = createMailer(smtp.url);
 *   smtp.failNext('tempfail');             // the next message gets 451 after its DATA
 *   await expect(mailer.send(mail)).rejects.toMatchObject({ permanent: false, code: '451' });
 *   await mailer.send(mail);               // the one after is accepted
 *   const [received] = await smtp.waitFor(1);
 *
 * The faults:
 * - 'tempfail': a 4xx reply (451 unless `code` says otherwise) to the message's DATA, or to an
 *   earlier step with `at` ('MAIL FROM', 'RCPT TO': per recipient, as greylisting does);
 * - 'reject': the same with a 5xx reply (550 by default): 'RCPT TO' is a rejected recipient;
 * - 'slow': no reply for `delayMs` (2 s by default) at `at` ('DATA' by default, or 'greeting'),
 *   then the usual one. A message held at DATA is kept even when the client gave up waiting, as
 *   a real server that answers late would keep it: a resend then arrives twice, with one Message-ID;
 * - 'greeting': the connection is refused at its greeting (421 by default) and closed.
 * `failNext(fault, count)` applies to the next `count` times its step comes: messages for DATA,
 * recipients for RCPT TO, connections for the greeting. A pooled mailer keeps its connections
 * open, so a greeting fault waits for the next new one: test greetings with a fresh mailer. A closed
 * port (ECONNREFUSED) is `refuse()`, until `accept()`: nothing is there to count connections then.
 * close() drops replies still held back by 'slow'.
 */
export type SmtpFault = 'tempfail' | 'reject' | 'slow' | 'greeting';

/** The step a fault strikes at. */
export type SmtpStep = 'greeting' | 'MAIL FROM' | 'RCPT TO' | 'DATA';

export interface SmtpFaultOptions {
  /** The reply code: 451 for 'tempfail', 550 for 'reject', 421 for 'greeting' by default. */
  code?: number;
  /** 'DATA' by default ('greeting' for the 'greeting' fault). */
  at?: SmtpStep;
  /** How long 'slow' holds its reply back. */
  delayMs?: number;
}

/** A message the server accepted. */
export interface ReceivedMail {
  /** The Message-ID header, brackets included (`<…@…>`). */
  messageId: string | undefined;
  /** The From and To headers as text (`"MotorMart Alerts" <alerts@localhost>`). */
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML part; '' when there is none. */
  html: string;
  /** Every header once (the first of a name), by lower-case name, unfolded: `headers['list-unsubscribe']`. */
  headers: Record<string, string>;
  /** Who the SMTP session named, whatever the headers say. */
  envelope: { from: string; to: string[] };
  raw: Buffer;
}

export interface TestSmtp {
  /** smtp://127.0.0.1:PORT; stays the same across refuse() and accept(). */
  url: string;
  port: number;
  /** Accepted messages, in the order they were accepted. */
  messages: ReceivedMail[];
  /** Misbehave at the next `count` (1) occurrences of the fault's step; faults queue up in order. */
  failNext(fault: SmtpFault, count?: number, options?: SmtpFaultOptions): void;
  /** Stops listening: connections are refused (ECONNREFUSED) until accept(). */
  refuse(): Promise<void>;
  /** Listens again on the same port. */
  accept(): Promise<void>;
  /** Resolves with the messages once there are at least `count`; rejects after `timeoutMs` (5 s). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Forgets the messages and the faults not yet used. */
  reset(): void;
  close(): Promise<void>;
}

interface PendingFault {
  fault: SmtpFault;
  at: SmtpStep;
  code: number;
  delayMs: number;
  remaining: number;
}

const DEFAULT_CODE: Record<SmtpFault, number> = { tempfail: 451, reject: 550, slow: 250, greeting: 421 };
const DEFAULT_SLOW_MS = 2_000;

/** An error whose responseCode smtp-server sends as its reply (with an enhanced status code it picks). */
const reply = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

const headerValue = (line: string) =>
  line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n(?=[ \t])/g, '')
    .trim();

function received(parsed: ParsedMail, session: SMTPServerSession, raw: Buffer): ReceivedMail {
  const headers: Record<string, string> = {};
  for (const { key, line } of parsed.headerLines) headers[key] ??= headerValue(line);
  const addresses = (value: ParsedMail['to']) =>
    [value ?? []]
      .flat()
      .map((address) => address.text)
      .join(', ');
  const { mailFrom, rcptTo } = session.envelope;
  return {
    messageId: parsed.messageId,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    headers,
    envelope: { from: mailFrom ? mailFrom.address : '', to: rcptTo.map((recipient) => recipient.address) },
    raw,
  };
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const events = new EventEmitter();
  let faults: PendingFault[] = [];
  // Messages are parsed one after the other, so they are recorded in the order they arrived.
  let recording = Promise.resolve();
  // Replies 'slow' holds back; close() drops them, so no timer outlives the server.
  const held = new Set<NodeJS.Timeout>();

  /** The fault for this step, used up by one. */
  const take = (at: SmtpStep): PendingFault | undefined => {
    const pending = faults.find((fault) => fault.at === at && fault.remaining > 0);
    if (pending) pending.remaining -= 1;
    faults = faults.filter((fault) => fault.remaining > 0);
    return pending;
  };
  /**
   * Runs `then` after the step's fault: an error reply, a delay, or nothing. The reply names the
   * recipients, as real servers' replies do ("550 5.1.1 <bob@example.com>: …"), so tests can check
   * that they go no further.
   */
  const step = (
    at: SmtpStep,
    session: SMTPServerSession,
    callback: (error?: Error | null) => void,
    then = () => callback(),
  ) => {
    const pending = take(at);
    if (!pending) return then();
    if (pending.fault === 'slow') {
      const timer = setTimeout(() => {
        held.delete(timer);
        then();
      }, pending.delayMs);
      return void held.add(timer);
    }
    const recipients = (session.envelope?.rcptTo ?? []).map((recipient) => `<${recipient.address}>`).join(', ');
    callback(reply(pending.code, `${recipients || 'session'}: refused by the test server`));
  };

  const record = (raw: Buffer, session: SMTPServerSession) =>
    (recording = recording.then(async () => {
      messages.push(received(await simpleParser(raw), session, raw));
      events.emit('message');
    }));

  const createServer = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      disableReverseLookup: true,
      // Replies as real servers write them: 550 5.1.1 …
      hideENHANCEDSTATUSCODES: false,
      closeTimeout: 100,
      logger: false,
      onConnect: (session, callback) => step('greeting', session, callback),
      onMailFrom: (_address, session, callback) => step('MAIL FROM', session, callback),
      // The recipient under consideration is not in the envelope yet: the reply names it too.
      onRcptTo: (address, session, callback) =>
        step('RCPT TO', { ...session, envelope: { ...session.envelope, rcptTo: [address] } }, callback),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () =>
          step('DATA', session, callback, () =>
            record(Buffer.concat(chunks), session).then(
              () => callback(),
              (error: Error) => callback(error),
            ),
          ),
        );
      },
    });

  let server = createServer();
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        // A client hanging up mid-session is what some tests do on purpose.
        server.on('error', () => undefined);
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));

  await listen(0);
  const { port } = server.server.address() as AddressInfo;
  let listening = true;

  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    failNext(fault, count = 1, options = {}) {
      faults.push({
        fault,
        at: options.at ?? (fault === 'greeting' ? 'greeting' : 'DATA'),
        code: options.code ?? DEFAULT_CODE[fault],
        delayMs: options.delayMs ?? DEFAULT_SLOW_MS,
        remaining: count,
      });
    },
    async refuse() {
      if (!listening) return;
      listening = false;
      await stop();
    },
    async accept() {
      if (listening) return;
      server = createServer();
      await listen(port);
      listening = true;
    },
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (messages.length < count) return;
          clearTimeout(timer);
          events.off('message', check);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          events.off('message', check);
          reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${messages.length}`));
        }, timeoutMs);
        events.on('message', check);
        check();
      });
    },
    reset() {
      messages.length = 0;
      faults = [];
    },
    async close() {
      for (const timer of held) clearTimeout(timer);
      held.clear();
      if (listening) await stop();
      listening = false;
    },
  };
}
