// The server package's entry for benchmarks and tooling outside apps/server.
export { buildApp } from './app';
export { loadConfig, type Config } from './config';
export {
  composeApp,
  composeModules,
  registerModules,
  type ComposeOptions,
  type Modules,
} from './compose';
export { openDb, migrate, type Db } from './db';
export {
  createBroker,
  createRealtimeServer,
  memoryBroker,
  type Broker,
  type RealtimeServer,
} from './realtime';
