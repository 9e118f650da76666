// The platform module's public face (DESIGN: modules call each other only through index.ts).
// Other modules use `ctx.auth.currentPlayer(request)` to know the player and
// `ctx.platform.wallet` to move money; they never touch the platform's tables.
export {
  createPlatform,
  Platform,
  type CreatePlatformOptions,
  type PlatformOptions,
} from './platform';
export { registerPlatform } from './routes';
export { seedPlatform, DEMO_PLAYER } from './seed';
export { loadSiteConfig, defaultSiteConfig, type SiteConfigOverride } from './site-config';
export { SYSTEM_ACCOUNTS, type AccountRef } from './wallet/accounts';
export type {
  BalanceChange,
  Executor,
  Posting,
  TransferInput,
  TransferRefusal,
  TransferResult,
} from './wallet/ledger';
export {
  Wallet,
  type PlayerAccount,
  type PlayerMovement,
  type SingleTransfer,
  type WalletTx,
} from './wallet/wallet';
export {
  OWASP_SCRYPT,
  TEST_SCRYPT,
  hashPassword,
  verifyPassword,
  type ScryptCost,
} from './accounts/passwords';
export { TestBrowser, signedInPlayer, type TestPlayerOptions } from './testing';
