import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { freePort, lostItsPort } from '../support/ports';

const ephemeralFrom = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);

describe('ports for products started in another process', () => {
  test('come from below the ephemeral range, where no outgoing connection takes them, and never twice', async () => {
    const ports = await Promise.all(Array.from({ length: 40 }, () => freePort()));
    for (const port of ports) {
      expect(port).toBeGreaterThan(1024);
      expect(port).toBeLessThan(ephemeralFrom);
    }
    expect(new Set(ports).size).toBe(ports.length);
  });

  test('one can be listened on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });

  test('a start that lost its port is recognised from its output', () => {
    expect(lostItsPort('Error: listen EADDRINUSE: address already in use 127.0.0.1:44855')).toBe(true);
    expect(lostItsPort('Error: connect ECONNREFUSED 127.0.0.1:5432')).toBe(false);
  });
});
