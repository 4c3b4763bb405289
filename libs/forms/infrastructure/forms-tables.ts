/**
 * The forms context's write-side tables (created by FormsCreateTables1795600000000): one-time
 * submission keys, solved captcha challenges, and the views written in each append's transaction
 * (forms, submissions, lists and members), so the owner reads what was just written and the rate
 * limit counts every accepted submission.
 */
export const FORMS_TABLES = ['form_captcha_spent', 'form_submission_keys', 'form_definitions', 'form_submissions', 'form_mailing_lists', 'form_mailing_list_members'] as const;

export const FORMS_TABLE_STATEMENTS: readonly string[] = [
  // ALTCHA challenges already solved once: a solution replayed is refused (expired rows are pruned).
  `CREATE TABLE IF NOT EXISTS form_captcha_spent (
     challenge_id text PRIMARY KEY,
     expires_at   timestamptz NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS form_submission_keys (
     key        text PRIMARY KEY,
     website_id text NOT NULL,
     expires_at timestamptz NOT NULL,
     spent_at   timestamptz
   )`,
  `CREATE INDEX IF NOT EXISTS form_submission_keys_expiry ON form_submission_keys (expires_at)`,
  `CREATE TABLE IF NOT EXISTS form_definitions (
     form_id    text PRIMARY KEY,
     website_id text NOT NULL,
     revision   integer NOT NULL,
     block_type smallint NOT NULL,
     name       text NOT NULL,
     definition jsonb NOT NULL,
     updated_at timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE INDEX IF NOT EXISTS form_definitions_site ON form_definitions (website_id, name)`,
  `CREATE TABLE IF NOT EXISTS form_submissions (
     submission_id  text PRIMARY KEY,
     website_id     text NOT NULL,
     form_id        text NOT NULL,
     client_address text NOT NULL,
     submitted_at   timestamptz NOT NULL,
     page           jsonb NOT NULL,
     submitted      jsonb NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS form_submissions_by_form ON form_submissions (form_id, submitted_at DESC)`,
  `CREATE INDEX IF NOT EXISTS form_submissions_rate ON form_submissions (form_id, client_address, submitted_at)`,
  `CREATE TABLE IF NOT EXISTS form_mailing_lists (
     mailing_list_id text PRIMARY KEY,
     website_id      text NOT NULL,
     name            text NOT NULL,
     created_at      timestamptz NOT NULL DEFAULT now()
   )`,
  `CREATE TABLE IF NOT EXISTS form_mailing_list_members (
     mailing_list_id text NOT NULL,
     email           text NOT NULL,
     form_id         text NOT NULL,
     subscribed_at   timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (mailing_list_id, email)
   )`,
];

