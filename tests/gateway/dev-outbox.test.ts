import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGateway, type Gateway } from '../../gateway/server';
import { OUTBOX_CSP } from '../../gateway/dev/outbox';
import { createUpstreams } from '../../gateway/upstreams/index';
import { startMailCapture, type MailCapture } from '../../upstreams/mail/capture';
import { createMailer, type Mailer, type OutgoingMail } from '../../upstreams/mail/mailer';

/** Nothing listens there: the outbox pages call no upstream. */
const NO_UPSTREAM = 'http://127.0.0.1:9';
const UNSUBSCRIBE = '<http://localhost:4000/account/alerts/unsubscribe?token=abc>';

const mail = (subject: string, messageId: string): OutgoingMail => ({
  messageId,
  from: '"MotorMart Alerts" <alerts@localhost>',
  to: 'Jane Shopper <jane@example.com>',
  subject,
  text: 'Ford F-150 XLT, $31,500',
  html: '<p style="color:#0b57d0">Ford F-150 XLT, <b>$31,500</b></p><script>alert(1)</script>',
  headers: { 'List-Unsubscribe': UNSUBSCRIBE, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
});

let root: string;
let capture: MailCapture;
let mailer: Mailer;
let withOutbox: Gateway;
let emptyOutbox: Gateway;
let withoutOutbox: Gateway;
/** The ids of the captured emails, oldest first. */
let ids: string[];

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'dev-outbox-'));
  capture = await startMailCapture({ dir: path.join(root, 'outbox') });
  mailer = createMailer(capture.url);
  // One after the other, so their arrival order is known.
  await mailer.send(mail('3 new matches for Ford F-150', '<first@carmarket.test>'));
  await new Promise((resolve) => setTimeout(resolve, 5));
  await mailer.send(mail('Price drop: <Toyota> & "RAV4"', '<second@carmarket.test>'));
  ids = (await readdir(capture.dir)).sort().map((name) => name.replace(/\.eml$/, ''));
  const gateway = (outboxDir?: string) =>
    createGateway({ upstreams: createUpstreams(NO_UPSTREAM), imagesUrl: NO_UPSTREAM, outboxDir });
  [withOutbox, emptyOutbox, withoutOutbox] = await Promise.all([
    gateway(capture.dir),
    gateway(path.join(root, 'not-created-yet')),
    gateway(),
  ]);
});
afterAll(async () => {
  mailer?.close();
  await capture?.close();
  await Promise.all([withOutbox, emptyOutbox, withoutOutbox].map((gateway) => gateway?.app.close()));
  await rm(root, { recursive: true, force: true });
});

const get = (gateway: Gateway, url: string) => gateway.app.inject({ method: 'GET', url });

function expectOutboxHeaders(response: Awaited<ReturnType<typeof get>>) {
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.headers['x-robots-tag']).toBe('noindex');
  expect(response.headers['content-security-policy']).toBe(OUTBOX_CSP);
}

describe('/dev/outbox with the local mail capture', () => {
  test('lists the captured emails, newest first, each with its date, recipient and a link', async () => {
    const response = await get(withOutbox, '/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expectOutboxHeaders(response);
    const html = response.body;
    expect(html).toContain('Emails (2)');
    expect(html).toContain('To &quot;Jane Shopper&quot; &lt;jane@example.com&gt;');
    expect(html).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
    // The subject is text, never markup.
    expect(html).toContain('Price drop: &lt;Toyota&gt; &amp; &quot;RAV4&quot;');
    const links = [...html.matchAll(/href="\/dev\/outbox\/([^"]+)"/g)].map((match) => match[1]);
    expect(links).toEqual([ids[1], ids[0]]);
  });

  test('an empty (or not yet created) folder says there are no emails yet', async () => {
    const response = await get(emptyOutbox, '/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('No emails yet');
  });

  test('one email: its headers, its text part, and its HTML part in a sandboxed frame that runs no script', async () => {
    const response = await get(withOutbox, `/dev/outbox/${ids[0]}`);
    expect(response.statusCode).toBe(200);
    expectOutboxHeaders(response);
    const html = response.body;
    const headers = Object.fromEntries(
      [...html.matchAll(/<dt>([^<]+)<\/dt><dd>([^<]*)<\/dd>/g)].map((match) => [match[1], match[2]]),
    );
    expect(headers).toMatchObject({
      From: '&quot;MotorMart Alerts&quot; &lt;alerts@localhost&gt;',
      To: '&quot;Jane Shopper&quot; &lt;jane@example.com&gt;',
      Subject: '3 new matches for Ford F-150',
      'Message-ID': '&lt;first@carmarket.test&gt;',
      'List-Unsubscribe': '&lt;http://localhost:4000/account/alerts/unsubscribe?token=abc&gt;',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(headers.Date).toMatch(/^\w{3}, \d+ \w{3} \d{4} /);
    expect(html).toContain('<pre class="text">Ford F-150 XLT, $31,500');

    const frame = /<iframe[^>]*>/.exec(html)?.[0] ?? '';
    expect(frame).toMatch(/\bsandbox="[^"]*"/);
    expect(frame).not.toMatch(/allow-scripts|allow-same-origin/);
    // The email's markup, escaped into the attribute: it cannot close the frame or the page.
    expect(frame).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p style=&quot;color:#0b57d0&quot;&gt;');
    expect(html).not.toContain('<script>');
  });

  test('the raw message downloads as .eml', async () => {
    const response = await get(withOutbox, `/dev/outbox/${ids[1]}.eml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('message/rfc822');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${ids[1]}.eml"`);
    expect(response.body).toBe(await readFile(path.join(capture.dir, `${ids[1]}.eml`), 'utf8'));
  });

  test.each([
    ['an id that names no email', '/dev/outbox/20200101T000000000Z-000000000000'],
    ['a path out of the folder', '/dev/outbox/..%2F..%2Fpackage.json'],
    ['dot segments, encoded', '/dev/outbox/%2e%2e%2f%2e%2e%2fetc%2fpasswd.eml'],
    ['a file of the folder that is not an email', '/dev/outbox/.20200101T000000000Z-000000000000.eml.tmp'],
    ['a malformed id', '/dev/outbox/%00'],
  ])('%s is a 404 page', async (_name, url) => {
    const response = await get(withOutbox, url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No such email');
    expectOutboxHeaders(response);
  });
});

test("a browser on another machine finds no outbox: the emails hold shoppers' addresses", async () => {
  for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1'])
    for (const url of ['/dev/outbox', `/dev/outbox/${ids[0]}`, `/dev/outbox/${ids[0]}.eml`]) {
      const response = await withOutbox.app.inject({ method: 'GET', url, remoteAddress });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Ford');
    }
  // Through a proxy that says the browser is this machine: still from elsewhere.
  const forged = await withOutbox.app.inject({
    method: 'GET',
    url: '/dev/outbox',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': '127.0.0.1' },
  });
  expect(forged.statusCode).toBe(404);
  for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
    expect((await withOutbox.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress })).statusCode).toBe(200);
});

test('without an outbox folder (mail goes to a real SMTP relay) there is no /dev/outbox', async () => {
  for (const url of ['/dev/outbox', `/dev/outbox/${ids[0]}`, `/dev/outbox/${ids[0]}.eml`]) {
    expect((await get(withoutOutbox, url)).statusCode).toBe(404);
  }
  // And the site's own policy is untouched.
  expect((await get(withOutbox, '/healthz')).headers['content-security-policy']).not.toBe(OUTBOX_CSP);
});
