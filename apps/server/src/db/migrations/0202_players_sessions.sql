-- Platform: players (Devise-style confirmable, recoverable, lockable), sessions, the sign-in
-- rate limits, responsible-gambling limits and the dev outbox (shell 3, 4.1, 7.1, 7.2).

-- Tokens are stored as SHA-256 hex digests: a leaked table row cannot be used as a link.
create table players (
  id bigint generated always as identity primary key,
  email text not null unique,
  encrypted_password text not null,
  currency text not null,
  language text not null default 'en',
  country text,
  phone text,
  first_name text,
  last_name text,
  nickname text,
  date_of_birth date,
  address text,
  city text,
  postal_code text,
  statuses jsonb not null default '[]'::jsonb,
  blocked boolean not null default false,
  pve boolean not null default false,
  affiliate_id text,
  confirmation_token text unique,
  confirmation_sent_at timestamptz,
  confirmed_at timestamptz,
  reset_password_token text unique,
  reset_password_sent_at timestamptz,
  failed_attempts integer not null default 0,
  unlock_token text unique,
  locked_at timestamptz,
  phone_verified_at timestamptz,
  phone_code text,
  phone_code_sent_at timestamptz,
  phone_code_attempts integer not null default 0,
  sign_in_count integer not null default 0,
  last_sign_in_at timestamptz,
  last_sign_in_ip text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- The cookie holds a random id; only its digest is stored.
create table player_sessions (
  id_hash text primary key,
  player_id bigint not null references players (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ip text,
  user_agent text
);
create index player_sessions_player_idx on player_sessions (player_id);

-- Fixed-window counters shared by every server process (sign-in per account and address...).
create table rate_limits (
  key text primary key,
  window_started_at timestamptz not null,
  hits integer not null
);

-- Responsible-gambling limits (shell 3 User limit, getUserLimits).
create table player_limits (
  id bigint generated always as identity primary key,
  player_id bigint not null references players (id) on delete cascade,
  type text not null,
  status text not null,
  amount bigint,
  currency text,
  period text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (player_id, type)
);

-- E-mails and text messages outside production (read at /dev/mailbox).
create table dev_outbox (
  id bigint generated always as identity primary key,
  kind text not null,
  recipient text not null,
  subject text not null,
  body text not null,
  links jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
create index dev_outbox_recipient_idx on dev_outbox (recipient);
