// The bare page's Next.js app (bench/web.bench.ts): defaults, no telemetry, no powered-by header.
export default { poweredByHeader: false };
