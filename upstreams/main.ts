import { mailSettings } from './mail/config';
import { loadVapidKeys } from './devices/vapid';
import { createUpstreamServer } from './server';

/** Runs the reference upstreams on their own (npm run start:upstreams). */
const port = Number(process.env.UPSTREAM_PORT ?? 4001);
// Alert emails go through SMTP_URL; without it this process sends none (npm start runs a local capture).
const { smtpUrl, from } = mailSettings();
const upstreams = await createUpstreamServer({
  logger: true,
  smtpUrl,
  mailFrom: from,
  publicOrigin: process.env.PUBLIC_ORIGIN,
  // Loaded now: a production start without the keys stops here, saying which to set.
  vapidKeys: loadVapidKeys(),
});
await upstreams.app.listen({ port, host: '127.0.0.1' });
const { seed, listings } = await upstreams.ready;
console.log(
  `upstreams ready on http://127.0.0.1:${port} (${listings} listings${seed.seeded ? `, seeded in ${seed.ms} ms` : ''})`,
);
