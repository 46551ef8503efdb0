export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** Sends one e-mail; resolves when the mail server has accepted it, throws when it has not. */
export interface Mailer {
  send(mail: MailMessage, signal: AbortSignal): Promise<void>;
  close(): Promise<void>;
}
