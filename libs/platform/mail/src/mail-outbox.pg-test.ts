import { openTestDatabase, type TestDatabase } from '@mercato/testing';
import { deliverDueMail, enqueueMail, type Mailer, type OutgoingMail } from './mail-outbox';
import { mailMigrations } from './migrations';

/** A mailer that fails while `down` is set, else records what it was given. */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const mailer: Mailer & { down: boolean } = {
    down: false,
    async send(mail) {
      if (this.down) throw new Error('connection refused');
      sent.push(mail);
    },
  };
  return { mailer, sent };
}

describe('mail outbox', () => {
  let database: TestDatabase;
  const mail: OutgoingMail = { to: 'owner@shop.example', subject: 'New submission', text: 'Email: ann@example.com' };

  beforeAll(async () => {
    database = await openTestDatabase(mailMigrations);
  });
  afterAll(() => database.close());

  it('sends nothing queued by a transaction that rolled back', async () => {
    await expect(
      database.dataSource.transaction(async (manager) => {
        await enqueueMail(manager, mail);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const { mailer, sent } = recordingMailer();
    expect(await deliverDueMail(database.dataSource, mailer)).toBe(0);
    expect(sent).toEqual([]);
  });

  it('keeps a mail whose sending failed, with the error, and sends it once when it is due again', async () => {
    await database.dataSource.transaction((manager) => enqueueMail(manager, mail));
    const { mailer, sent } = recordingMailer();
    mailer.down = true;
    expect(await deliverDueMail(database.dataSource, mailer)).toBe(0);
    expect(await database.dataSource.query('SELECT attempts, last_error, sent_at FROM mail_outbox')).toEqual([{ attempts: 1, last_error: 'connection refused', sent_at: null }]);
    // Not due yet: the retry waits.
    mailer.down = false;
    expect(await deliverDueMail(database.dataSource, mailer)).toBe(0);
    await database.dataSource.query('UPDATE mail_outbox SET next_try = now()');
    expect(await deliverDueMail(database.dataSource, mailer)).toBe(1);
    expect(await deliverDueMail(database.dataSource, mailer)).toBe(0);
    expect(sent).toEqual([mail]);
  });
});
