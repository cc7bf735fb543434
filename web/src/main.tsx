import './styles.css';
import { nextTask } from './tasks';

/*
 * The client's entry: it evaluates its libraries in steps, each import in a task of its own (React
 * DOM, then Apollo Client's cache and client, then the app), instead of one long task that
 * evaluates them all. The server preloads every step's chunk before this runs
 * (gateway/ssr/assets.ts), so each import only evaluates.
 */
async function start() {
  await nextTask();
  await import('react-dom/client');
  await nextTask();
  await import('./apollo/client');
  await nextTask();
  const { hydrate } = await import('./hydrate');
  await nextTask();
  await hydrate();
}

void start();
