import { test as base, expect } from '@playwright/test';
import { type SmtpInbox, startSmtpInbox } from '../../apps/server/src/test/smtp-inbox';
import { type AppServer, startAppServer } from './app-server';
import { asPresentVisitor } from './present-visitor';

export const demoAdmin = { email: 'admin@madabook.test', password: 'admin-password-e2e' };

export interface RunningApp {
  server: AppServer;
  inbox: SmtpInbox;
  /** A mail's link to the app, as a path the page can open. */
  linkIn(address: string, filter?: (subject: string) => boolean): Promise<string>;
  stop(): Promise<void>;
}

/** The real server with a real SMTP inbox and the demo admin, plus any variables a test needs. */
async function startRunningApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const inbox = await startSmtpInbox();
  const server = await startAppServer({
    SMTP_URL: inbox.url,
    ADMIN_EMAIL: demoAdmin.email,
    ADMIN_PASSWORD: demoAdmin.password,
    ...env,
  });
  return {
    server,
    inbox,
    async linkIn(address, filter = () => true) {
      const mail = await inbox.waitFor(address, (received) => filter(received.subject), 20_000);
      const link = mail.links.find((candidate) => candidate.startsWith(server.url));
      if (!link) throw new Error(`no link to the app in "${mail.subject}"`);
      return link.slice(server.url.length);
    },
    async stop() {
      await server.stop();
      await inbox.stop();
    },
  };
}

/**
 * Each worker gets its own server, database and SMTP inbox: tests see real
 * mail and never each other's data. `test.use({ appEnv })` starts a server
 * with other variables, in workers of its own.
 */
export const test = base.extend<object, { appEnv: Record<string, string>; runningApp: RunningApp }>({
  appEnv: [{}, { scope: 'worker', option: true }],
  runningApp: [
    async ({ appEnv }, use) => {
      const runningApp = await startRunningApp(appEnv);
      await use(runningApp);
      await runningApp.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ runningApp }, use) => use(runningApp.server.url),
  context: async ({ context }, use) => {
    await asPresentVisitor(context);
    await use(context);
  },
});

export { expect };
