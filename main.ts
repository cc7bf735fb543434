import path from 'node:path';
import { closeOnSignal, readConfigOrExit, startGateway } from './gateway/start';
import { defaultDataDir } from './upstreams/db/database';
import { startMailCapture } from './upstreams/mail/capture';
import { mailSettings, type MailSettings } from './upstreams/mail/config';
import { createUpstreamServer } from './upstreams/server';
import { loadVapidKeys } from './upstreams/devices/vapid';

/**
 * npm start: the reference upstreams (seeding the embedded database on first run) and the gateway
 * with the web client, in one process. Set UPSTREAM_LSC_URL to use upstreams elsewhere instead.
 * The gateway itself never imports the reference upstreams; only this entry point puts them together.
 */
const config = readConfigOrExit();
const mail = readMailSettingsOrExit();
const started = Date.now();
const runUpstreams = !process.env.UPSTREAM_LSC_URL;
// Without SMTP_URL the local upstreams' mail goes to the capture, and the gateway shows it at /dev/outbox.
const capture =
  runUpstreams && !mail.smtpUrl ? await startMailCapture({ dir: path.join(defaultDataDir(), 'outbox') }) : undefined;
const smtpUrl = mail.smtpUrl ?? capture?.url;
const localUpstreams = runUpstreams
  ? await createUpstreamServer({
      smtpUrl,
      mailFrom: mail.from,
      publicOrigin: config.publicOrigin ?? `http://localhost:${config.port}`,
      // Loaded now: a production start without the keys stops here, saying which to set.
      vapidKeys: loadVapidKeys(),
    })
  : undefined;
if (localUpstreams) await localUpstreams.app.listen({ port: config.upstreamPort, host: '127.0.0.1' });

const gateway = await startGateway({ ...config, outboxDir: capture?.dir });
closeOnSignal(async () => {
  await gateway.close();
  await localUpstreams?.close();
  await capture?.close();
});

if (capture) console.log(`Mail capture         ${capture.url} → http://localhost:${config.port}/dev/outbox`);
if (localUpstreams) {
  console.log(`Upstreams            http://127.0.0.1:${config.upstreamPort}  (seeding/indexing…)`);
  const { seed, listings } = await localUpstreams.ready;
  console.log(
    `Ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${listings} listings${seed.seeded ? ` (seeded ${seed.listings} in ${(seed.ms / 1000).toFixed(1)} s)` : ''}`,
  );
}

/** SMTP_URL and MAIL_FROM; one that cannot work stops the start, saying why. */
function readMailSettingsOrExit(): MailSettings {
  try {
    return mailSettings();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
