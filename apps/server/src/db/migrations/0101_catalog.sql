-- Catalog (issue 4; domain 3 entities): providers, categories, tournaments, competitors,
-- matches with their statistics, market groups, markets, outcomes and results. Names are per
-- locale in `names` (jsonb); `name` is the English default. Odds are integers x1000.

create table providers (
  key text primary key,
  name text not null,
  sport_type text not null default 'sport',
  status text not null default 'active',
  multi_bets boolean not null default true,
  system_bets boolean not null default true,
  multi_single_bets boolean not null default false,
  custom_bets boolean not null default true,
  updated_at timestamptz not null default now()
);

create table categories (
  id integer primary key,
  urn_id text not null unique,
  sport_id integer not null references sports(id),
  slug text not null,
  name text not null,
  names jsonb not null default '{}'::jsonb,
  priority integer not null default 0,
  country_code text,
  unique (sport_id, slug)
);

create table tournaments (
  id integer primary key,
  urn_id text not null unique,
  sport_id integer not null references sports(id),
  category_id integer not null references categories(id),
  slug text not null,
  name text not null,
  names jsonb not null default '{}'::jsonb,
  priority integer not null default 0,
  is_top boolean not null default false,
  unique (sport_id, slug)
);
create index tournaments_category on tournaments (category_id);

create table competitors (
  id integer primary key,
  urn_id text not null unique,
  sport_id integer not null references sports(id),
  name text not null,
  abbreviation text not null,
  country_code text,
  -- Two colours of the generated logo.
  colors jsonb not null default '[]'::jsonb
);

create table matches (
  id integer primary key,
  urn_id text not null unique,
  slug text not null,
  type text not null default 'match',
  name text not null,
  sport_id integer not null references sports(id),
  category_id integer not null references categories(id),
  tournament_id integer not null references tournaments(id),
  -- [{ id, qualifier }] in order; names live in competitors.
  competitors jsonb not null default '[]'::jsonb,
  stadium text,
  city text,
  status smallint not null default 0,
  stage text,
  start_time timestamptz not null,
  end_date timestamptz,
  has_video boolean not null default false,
  provider text not null references providers(key),
  live_coverage boolean not null default true,
  priority integer not null default 0,
  bets_count integer not null default 0,
  statistics jsonb,
  timeline jsonb not null default '[]'::jsonb,
  -- The pricing model and state of play (custom bets are priced from it).
  model jsonb,
  -- Lower-case competitor, tournament and category names for search.
  search_text text not null default '',
  result_version integer not null default 0,
  finished_at timestamptz,
  updated_at timestamptz not null default now()
);
create unique index matches_sport_slug on matches (sport_id, slug);
create index matches_status_start on matches (status, start_time);
create index matches_tournament_start on matches (tournament_id, start_time);
create index matches_sport_start on matches (sport_id, start_time);

create table market_groups (
  key text primary key,
  name text not null,
  names jsonb not null default '{}'::jsonb,
  priority integer not null default 0,
  sports jsonb not null default '[]'::jsonb
);

create table markets (
  match_id integer not null references matches(id) on delete cascade,
  market_id integer not null,
  specifier text not null default '',
  name text not null,
  -- 1 active, -1 suspended, 0 closed, -3 settled, -4 cancelled (domain 4)
  status smallint not null default 1,
  priority integer not null default 0,
  most_balanced boolean not null default false,
  role text,
  market_groups jsonb not null default '[]'::jsonb,
  custom_bet_groups jsonb not null default '[]'::jsonb,
  provider text not null,
  next_bet_stop timestamptz,
  updated_at timestamptz not null default now(),
  primary key (match_id, market_id, specifier)
);

create table outcomes (
  match_id integer not null,
  market_id integer not null,
  specifier text not null default '',
  outcome_id text not null,
  name text not null,
  position smallint not null default 0,
  active boolean not null default true,
  odds integer not null,
  -- domain 3 Bet results once settled; null until then.
  result text,
  resulted_at timestamptz,
  -- No foreign key to markets: the check doubles the cost of writing prices (the applier
  -- writes both in one transaction; pruning deletes outcomes first).
  primary key (match_id, market_id, specifier, outcome_id)
);

-- Every result, correction, rollback and void, in order (results are stored and correctable).
create table match_results (
  match_id integer not null references matches(id) on delete cascade,
  version integer not null,
  kind text not null,
  score jsonb,
  results jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now(),
  primary key (match_id, version)
);
