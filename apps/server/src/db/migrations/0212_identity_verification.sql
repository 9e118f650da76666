-- Issue 27: identity verification. One row per submission; the player's state is that of the
-- newest. At most one pending or verified submission per player (the partial unique index):
-- two submits racing store one. The document's bytes are kept here (shared by every server
-- process, as the rest of the player's data is) with their sha256. provider_* is the sandbox
-- provider's own state, as on withdrawals.
create table identity_verifications (
  id uuid primary key,
  player_id bigint not null references players(id),
  state text not null default 'pending',
  provider text not null,
  provider_reference text,
  full_name text not null,
  date_of_birth date not null,
  document_type text not null,
  document_number text not null,
  document bytea not null,
  document_mime text not null,
  document_sha256 text not null,
  reason text,
  decided_by text,
  provider_status text not null default 'processing',
  provider_outcome text,
  provider_settle_at timestamptz,
  submitted_at timestamptz not null default now(),
  decided_at timestamptz,
  updated_at timestamptz not null default now()
);
create index identity_verifications_player_idx on identity_verifications (player_id, submitted_at);
create unique index identity_verifications_open_idx on identity_verifications (player_id)
  where state in ('pending', 'verified');
create index identity_verifications_settle_idx on identity_verifications (provider_settle_at)
  where provider_status = 'processing';
