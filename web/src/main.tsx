import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { createBrowserClient } from './apollo/client';
import { App } from './App';
import { PageDataContext, readEmbedded } from './ssr/page';
import './styles.css';

/** Resolves in a later task, so the work before and after it never adds up to one long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Evaluating the bundle, restoring the server's cache and hydrating each run in a task of their own.
async function start() {
  await nextTask();
  const { state, page } = readEmbedded();
  const client = createBrowserClient(state);
  await nextTask();

  // The same tree as entry-server.tsx renders, so the server's HTML hydrates as it is.
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <PageDataContext value={page}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </PageDataContext>
      </ApolloProvider>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // With the server's cache the HTML is the page: hydrate it. Without (its error page, Vite dev) render afresh.
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task (the default lane renders without yielding). The
  // deferred components' boundaries (deferred.tsx) hydrate afterwards, when their chunks arrive.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start();
