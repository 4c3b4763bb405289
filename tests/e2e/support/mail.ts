import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The mails the app's SMTP server has received so far (the e2e global setup's catcher), parsed. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = process.env.MERCATO_E2E_MAIL_DIR;
  if (!dir) throw new Error('MERCATO_E2E_MAIL_DIR is not set: the e2e global setup starts the SMTP server that sets it');
  const files = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(files.map(async (name) => simpleParser(await readFile(join(dir, name)))));
}

/** The mail to `address` once it has arrived (polling up to `timeoutMs`). */
export async function mailTo(address: string, timeoutMs = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await receivedMails()).find((candidate) => (Array.isArray(candidate.to) ? candidate.to : [candidate.to]).some((to) => to?.text === address));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
