/** Who the alert emails come from when MAIL_FROM is unset. */
export const DEFAULT_MAIL_FROM = '"MotorMart Alerts" <alerts@localhost>';

export interface MailSettings {
  /**
   * SMTP_URL: the relay the upstreams send through (smtps://user:pass@smtp.example.com:465). Unset,
   * `npm start` runs the local mail capture (capture.ts) and uses its URL instead.
   */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From of every email. */
  from: string;
}

/** Throws unless `url` is smtp:// or smtps://. The URL may carry a password: the message names its scheme only. */
export function assertSmtpUrl(url: string, name = 'SMTP_URL'): void {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(url)?.[1]?.toLowerCase();
  if (scheme !== 'smtp' && scheme !== 'smtps')
    throw new Error(`${name} must be an smtp:// or smtps:// URL${scheme ? `, not ${scheme}://` : ''}`);
}

/** The mail settings from the environment; an SMTP_URL that cannot work stops the start. */
export function mailSettings(env: NodeJS.ProcessEnv = process.env): MailSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  if (smtpUrl) assertSmtpUrl(smtpUrl);
  return { smtpUrl, from: env.MAIL_FROM || DEFAULT_MAIL_FROM };
}
