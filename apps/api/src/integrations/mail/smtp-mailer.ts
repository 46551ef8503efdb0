import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.ts';

export interface SmtpSettings {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte. */
  url: string;
  /** The From header, e.g. `City parking <no-reply@example.org>`. */
  from: string;
  /** Limit for each stage of the conversation (connect, greeting, every reply). */
  timeoutMs: number;
}

/**
 * Mail through an SMTP server with nodemailer. Plain smtp:// still upgrades with STARTTLS when
 * the server offers it. One connection per message: a few codes a minute do not need a pool, and
 * a pool would keep a dead connection after the server restarts.
 */
export class SmtpMailer implements Mailer {
  private readonly transporter: Transporter;

  constructor(private readonly settings: SmtpSettings) {
    this.transporter = nodemailer.createTransport({
      url: settings.url,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
  }

  async send(mail: MailMessage, signal: AbortSignal): Promise<void> {
    // nodemailer 10 cancels on `signal`; its type definitions do not know the option yet.
    const options: SendMailOptions & { signal: AbortSignal } = {
      from: this.settings.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((a) => ({
              filename: a.filename,
              contentType: a.contentType,
              content: a.content,
            })),
          }
        : {}),
      signal,
    };
    try {
      await this.transporter.sendMail(options);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      // nodemailer's message names the stage and the server's reply, never the credentials.
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      const detail = [code, responseCode].filter(Boolean).join(' ');
      throw new Error(`SMTP: ${(error as Error).message}${detail ? ` (${detail})` : ''}`, { cause: error });
    }
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}
