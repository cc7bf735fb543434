import { Writable } from 'node:stream';

/** A log destination that keeps what is written, for tests that check what reaches the logs. */
export function captureLog(): { stream: Writable; text(): string } {
  let logged = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  return { stream, text: () => logged };
}
