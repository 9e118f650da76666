// Types of what TypeScript callers (the benches) use of prepare.mjs.
export declare function serverNodeFlags(
  env: Record<string, string | undefined>,
  options?: { dev?: boolean },
): string[];
export declare function serverEnv(
  env: Record<string, string | undefined>,
): Record<string, string | undefined>;
export declare function serverArgs(
  env: Record<string, string | undefined>,
  options?: { dev?: boolean },
): string[];
export declare function ensureBuilt(log: (msg: string) => void, options?: { web?: boolean }): void;
export declare const serverBundle: string;
