import { createTransport, type Transporter } from 'nodemailer';
import type { Mailer, OutgoingMail } from './mail-outbox';

/** Sends through the SMTP server of `SMTP_URL` (e.g. smtp://user:pass@mail.example:587) with nodemailer. */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }

  close(): void {
    this.transport.close();
  }
}
