-- Foundation: the first slice of the catalog. Sports (domain 3: id, urn_id, key, name,
-- priority, type, provider). Names are per locale in `names`; `name` is the English default.
create table sports (
  id integer primary key,
  urn_id text not null unique,
  key text not null unique,
  name text not null,
  names jsonb not null default '{}'::jsonb,
  priority integer not null default 0,
  type text not null default 'sport',
  provider text not null default 'betradar'
);
