export { openDb, type Db, type DbKind, type Orm, type AdvisoryLock } from './connection';
export { migrate, listMigrations } from './migrate';
