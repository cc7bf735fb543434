import { runCli } from './run';

/** npm run cli -- search "makeCode=FORD&zip=30301": the public API from a terminal (web/cli/run.ts). */
process.exitCode = await runCli(process.argv.slice(2), {
  env: process.env,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
