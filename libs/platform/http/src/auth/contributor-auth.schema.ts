/** DDL of contributor (owner) accounts, roles per website and login sessions; idempotent, run at boot. */
export const CONTRIBUTOR_AUTH_SCHEMA: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS contributors (
    id uuid PRIMARY KEY,
    email text NOT NULL UNIQUE CHECK (email = lower(email)),
    password_hash text NOT NULL,
    display_name text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE IF NOT EXISTS contributor_roles (
    contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
    website_id text NOT NULL,
    role integer NOT NULL,
    PRIMARY KEY (contributor_id, website_id)
  )`,
  `CREATE TABLE IF NOT EXISTS contributor_sessions (
    token_hash text PRIMARY KEY,
    contributor_id uuid NOT NULL REFERENCES contributors (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL
  )`,
  `CREATE INDEX IF NOT EXISTS contributor_sessions_contributor_idx ON contributor_sessions (contributor_id)`,
];
