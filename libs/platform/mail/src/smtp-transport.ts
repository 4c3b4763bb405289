import { createTransport, type Transporter } from 'nodemailer';

/**
 * A pooled SMTP transport from SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). The URL's
 * own `maxConnections` (what the relay allows) wins over the default.
 */
export function smtpTransport(smtpUrl: string, maxConnections = 4): Transporter {
  const url = new URL(smtpUrl);
  url.searchParams.set('pool', 'true');
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', String(maxConnections));
  return createTransport(url.toString());
}
