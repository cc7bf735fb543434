import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Ports for a product started in another process, which must listen on a port chosen before it
 * starts. Asking the kernel for port 0 and closing it again hands out a port from the ephemeral
 * range, which is also where every outgoing connection gets its local port: a product that opens
 * its database pool before it listens could take its own chosen port for a connection and fail
 * with EADDRINUSE (a CI run lost a whole e2e file that way). So the ports come from just below the
 * ephemeral range, where only listeners live, and no port is handed out twice by one process.
 */
const SPAN = 12_000;
const handedOut = new Set<number>();

/** The first port of the kernel's ephemeral range (Linux), or the usual default elsewhere. */
function ephemeralFrom(): number {
  try {
    const [from] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    if (Number.isInteger(from) && from > 1024) return from;
  } catch {
    // not Linux
  }
  return 32_768;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port below the ephemeral range that nobody listens on right now and this process has not handed out. */
export async function freePort(): Promise<number> {
  const to = ephemeralFrom();
  const from = Math.max(1_025, to - SPAN);
  for (let attempt = 0; attempt < 100; attempt++) {
    const port = from + Math.floor(Math.random() * (to - from));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port between ${from} and ${to}`);
}

/** Whether a process's output says it could not listen because the port was taken. */
export function lostItsPort(output: string): boolean {
  return /EADDRINUSE/.test(output);
}
