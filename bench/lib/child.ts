import { spawn, type ChildProcess } from 'node:child_process';

// A bench's child process (one of its roles: a server, a group of clients), spoken to over IPC:
// `next(type)` waits for the next message of that type, `ask` sends one and waits for the reply.
// The real-time benches (realtime.bench.ts, realtime-cluster.bench.ts) share it.
export class Child {
  private waiting = new Map<string, Array<(m: Record<string, unknown>) => void>>();
  readonly proc: ChildProcess;
  /** Runs `script` (a .ts file, through tsx) with `args`; PROFILE profiles `server` roles. */
  constructor(script: string, args: string[], env?: NodeJS.ProcessEnv) {
    const profile =
      process.env.PROFILE && args[0] === 'server'
        ? ['--cpu-prof', '--cpu-prof-dir=/tmp/rt-prof']
        : [];
    this.proc = spawn(
      process.execPath,
      ['--import', 'tsx', '--expose-gc', ...profile, script, ...args],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: env ?? process.env },
    );
    this.proc.on('message', (m: Record<string, unknown>) => {
      const list = this.waiting.get(m.type as string);
      list?.shift()?.(m);
    });
  }
  next<T = Record<string, unknown>>(type: string, ms = 120_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no ${type} from child`)), ms);
      const list = this.waiting.get(type) ?? [];
      list.push((m) => {
        clearTimeout(timer);
        resolve(m as T);
      });
      this.waiting.set(type, list);
    });
  }
  ask<T = Record<string, unknown>>(
    msg: Record<string, unknown>,
    reply: string,
    ms?: number,
  ): Promise<T> {
    const p = this.next<T>(reply, ms);
    this.proc.send(msg);
    return p;
  }
  kill(): void {
    // SIGTERM lets a profiled server write its profile; SIGKILL follows if it lingers.
    if (this.proc.exitCode !== null) return;
    this.proc.kill('SIGTERM');
    setTimeout(() => {
      if (this.proc.exitCode === null) this.proc.kill('SIGKILL');
    }, 3000).unref();
  }
}
