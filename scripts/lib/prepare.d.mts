// Types of what TypeScript callers (the benches) use of prepare.mjs.
export declare function serverNodeFlags(env: Record<string, string | undefined>): string[];
