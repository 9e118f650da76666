// Types of what TypeScript callers (the benches) use of prepare.mjs.
export declare const DEFAULT_SERVER_NODE_FLAGS: string;
export declare function serverNodeFlags(env: Record<string, string | undefined>): string[];
