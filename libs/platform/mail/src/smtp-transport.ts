import { createTransport, type Transporter } from 'nodemailer';

/** A pooled SMTP transport from SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function smtpTransport(smtpUrl: string, maxConnections = 4): Transporter {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  url.searchParams.set('maxConnections', String(maxConnections));
  return createTransport(url.toString());
}
