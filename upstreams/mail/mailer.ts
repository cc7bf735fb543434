import { createTransport } from 'nodemailer';
import { assertSmtpUrl } from './config';

/** One email as the alert sender hands it over: its content is built elsewhere (upstreams/alerts/). */
export interface OutgoingMail {
  /**
   * The Message-ID header, `<local@domain>`; brackets are added when left out. A resend carries
   * the same one, so a mailbox (and the shopper) can tell it is the same message.
   */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Further headers (List-Unsubscribe, List-Unsubscribe-Post…), never one of the fields above. */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; otherwise throws MailDeliveryError. */
  send(mail: OutgoingMail): Promise<void>;
  /** Ends the pool's connections; call it once the sends have settled. */
  close(): void;
}

export interface MailerOptions {
  /** Keep connections open and send over several at once (the default). */
  pool?: boolean;
  /** Connections the pool opens at most (5 by default). */
  maxConnections?: number;
  /** How long connecting, the greeting and each reply may take (DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * nodemailer waits 2 minutes for a connection and 10 for a reply; a job that sends alerts should
 * rather give up, call it temporary and try again later with the same Message-ID.
 */
export const DEFAULT_TIMEOUT_MS = 20_000;
export const DEFAULT_MAX_CONNECTIONS = 5;
const GREETING_SHARE = 0.9;

/**
 * A failed delivery. `permanent`: the server refused this message (a 5xx reply to MAIL FROM, RCPT
 * TO or DATA, or an address or size it can never take), so sending it again gets the same answer.
 * Anything else (4xx, connection refused or dropped, time-outs, a refused greeting or login) is
 * temporary. `code` is the SMTP reply code ('550') or the socket's code ('ECONNREFUSED').
 *
 * The message names the code, the SMTP step and the enhanced status (5.1.1), never the server's
 * reply text, the address or the mail: it goes into logs and into alert_emails.last_error.
 */
export class MailDeliveryError extends Error {
  override readonly name = 'MailDeliveryError';
  constructor(
    readonly code: string,
    readonly permanent: boolean,
    detail: string,
  ) {
    super(`mail not delivered (${permanent ? 'permanent' : 'temporary'}): ${detail}`);
  }
}

/** What nodemailer puts on its errors (dist/esm/errors.js, smtp-connection _formatError). */
interface SmtpFailure {
  code?: string;
  /** The socket's own code (ECONNREFUSED) when nodemailer replaced it with its own (ESOCKET). */
  originalCode?: string;
  responseCode?: number;
  /** The reply line: it may quote the recipient, so it is read for its status and then dropped. */
  response?: string;
  /** The SMTP step: 'CONN', 'EHLO', 'MAIL FROM', 'RCPT TO', 'DATA', 'API'… */
  command?: string;
  /** Which time-out ran out: 'GREETING_TIMEOUT', 'SOCKET_TIMEOUT'… */
  timeoutType?: string;
}

/** The steps that are about the message itself; a 5xx elsewhere (greeting, login) is about the server. */
const MESSAGE_STEPS = new Set(['MAIL FROM', 'RCPT TO', 'DATA']);
/** nodemailer's codes for a message it refused before sending: a bad address, too large. */
const MESSAGE_REFUSED = new Set(['EENVELOPE', 'EMESSAGE']);
/** Only constant words of nodemailer's get into the error message. */
const WORD = /^[A-Z][A-Z0-9_ ]{0,30}$/;

/** Which failure this is; the original error is not kept as its cause, because it quotes the recipient. */
export function deliveryErrorOf(error: unknown): MailDeliveryError {
  const failure = (error ?? {}) as SmtpFailure;
  const step = failure.command && WORD.test(failure.command) ? ` at ${failure.command}` : '';
  if (typeof failure.responseCode === 'number') {
    const reply = failure.responseCode;
    // RFC 3463's enhanced status code (5.1.1 = no such mailbox) says why without saying who.
    const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(failure.response ?? '')?.[1];
    // 503 (bad sequence of commands) is the session's state, not a verdict on the message (nodemailer agrees).
    const permanent = reply >= 500 && reply < 600 && reply !== 503 && MESSAGE_STEPS.has(failure.command ?? '');
    return new MailDeliveryError(String(reply), permanent, `${reply}${enhanced ? ` ${enhanced}` : ''}${step}`);
  }
  const code = [failure.originalCode, failure.code].find((value) => value && WORD.test(value)) ?? 'EUNKNOWN';
  const permanent = MESSAGE_REFUSED.has(failure.code ?? '') && failure.command !== 'CONN';
  const timeout = failure.timeoutType && WORD.test(failure.timeoutType) ? ` (${failure.timeoutType})` : '';
  return new MailDeliveryError(code, permanent, `${code}${timeout}${step}`);
}

/** Header names the mail's own fields set: a second one would contradict them. */
const FIELD_HEADERS = new Set(['message-id', 'from', 'to', 'cc', 'bcc', 'subject', 'date', 'content-type']);

function messageIdHeader(messageId: string): string {
  const id = messageId.trim();
  if (!/^<?[^<>\s@]+@[^<>\s@]+>?$/.test(id))
    throw new TypeError('OutgoingMail.messageId must look like <local@domain>');
  return id.startsWith('<') ? id : `<${id}>`;
}

/**
 * A mailer over SMTP at `smtpUrl` (smtp://host:587 or smtps://user:pass@host:465; STARTTLS is used
 * when the server offers it). Pooled by default: a few long-lived connections, each carrying many
 * messages, so a batch of alerts is not a TCP and TLS handshake per email.
 */
export function createMailer(smtpUrl: string, options: MailerOptions = {}): Mailer {
  assertSmtpUrl(smtpUrl, 'The SMTP URL');
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = createTransport({
    url: smtpUrl,
    pool: options.pool ?? true,
    maxConnections: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    connectionTimeout: timeoutMs,
    // The idle timer starts with the connection, as the greeting's does: the greeting's ends a little
    // sooner, so a server that never greets is reported as such (GREETING_TIMEOUT), not as idle.
    greetingTimeout: Math.round(timeoutMs * GREETING_SHARE),
    socketTimeout: timeoutMs,
    // nodemailer's own log lines name the recipients.
    logger: false,
  });

  return {
    async send(mail) {
      const headers = mail.headers ?? {};
      const clash = Object.keys(headers).find((name) => FIELD_HEADERS.has(name.toLowerCase()));
      if (clash) throw new TypeError(`OutgoingMail.headers may not set ${clash}: it is one of the mail's fields`);
      const messageId = messageIdHeader(mail.messageId);
      try {
        await transport.sendMail({
          messageId,
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers,
        });
      } catch (error) {
        throw deliveryErrorOf(error);
      }
    },
    close() {
      transport.close();
    },
  };
}
