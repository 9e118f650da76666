import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Modules } from '../compose';
import type { Db } from '../db';
import { createPublisher, memoryBroker, type Publication, type Publisher } from '../realtime';
import { testApp } from '../test/harness';
import type { PlatformOptions } from './platform';
import type { SiteConfigOverride } from './site-config';
import { TestBrowser } from './testing';

export interface PlatformTestApp {
  app: FastifyInstance;
  ctx: Modules;
  sent: { channel: string; publication: Publication }[];
  browser(): TestBrowser;
  /** Messages in the dev outbox to an address, newest first. */
  mailbox(to: string): Promise<{ subject: string; text: string; links: string[] }[]>;
  /** The first link of the newest mail to an address. */
  lastLink(to: string): Promise<string>;
}

/** The app with a platform built from given settings, and a publisher that records pushes. */
export async function platformTestApp(
  db: Db,
  settings: { site?: SiteConfigOverride; options?: Partial<PlatformOptions> } = {},
): Promise<PlatformTestApp> {
  const sent: PlatformTestApp['sent'] = [];
  const broker = memoryBroker();
  const inner = createPublisher(broker);
  const publisher: Publisher = {
    ...inner,
    publish: async (channel, publication) => {
      sent.push({ channel, publication });
      return inner.publish(channel, publication);
    },
  };
  const { app, ctx } = await testApp(db, broker, {
    publisher,
    platform: {
      site: settings.site,
      // Generous per-address limits: every injected request comes from 127.0.0.1.
      options: {
        signInPerAddress: { limit: 10_000, windowMs: 60_000 },
        signUpPerAddress: { limit: 10_000, windowMs: 60_000 },
        mailsPerAddress: { limit: 10_000, windowMs: 60_000 },
        ...settings.options,
      },
    },
  });
  const mailbox = async (to: string) => {
    const res = await app.inject(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
    expect(res.statusCode).toBe(200);
    return res.json<{ messages: { subject: string; text: string; links: string[] }[] }>().messages;
  };
  return {
    app,
    ctx,
    sent,
    browser: () => new TestBrowser(app),
    mailbox,
    lastLink: async (to) => {
      const [latest] = await mailbox(to);
      if (!latest?.links[0]) throw new Error(`no mail with a link to ${to}`);
      return latest.links[0];
    },
  };
}

/** The token a mailed link carries in its query. */
export function tokenOf(link: string, param: string): string {
  const value = new URL(link).searchParams.get(param);
  if (!value) throw new Error(`${link} has no ${param}`);
  return value;
}
