// The platform module's public face (DESIGN: modules call each other only through index.ts).
// The composition root (compose.ts) hands other modules its ports: `platform.auth` to know the
// player, `platform.wallet` to move money, the site config; they never touch its tables.
// Test kits (TestBrowser, signedInPlayer) are in ./testing, which production code cannot import.
export {
  createPlatform,
  Platform,
  type CreatePlatformOptions,
  type PlatformOptions,
} from './platform';
export { registerPlatform } from './routes';
export { limitsParticipant } from './limits/placement-check';
export type { LimitReached } from './limits/limit-reached';
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
/** A small self-contained HTML page in the product's look (the sandbox providers' pages). */
export { escapeHtml, page } from './pages/html';
