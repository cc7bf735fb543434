import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { use, type ReactNode } from 'react';
import { nextTask } from '../tasks';
import { ViewerQueryDocument } from './documents';

const ready = new WeakMap<ApolloClient, Promise<void>>();

/**
 * The Viewer query's document made ready once per client, each step in a task of its own: Apollo's
 * transform of it, then its first watch. Every page asks who is asking after hydration, and the
 * first `useQuery` of it did both inside one render: 9–20 ms on this machine at full speed, several
 * times that on a phone (BENCHMARKS.md, session 32). Sending the request from here too was tried:
 * `client.query` took one task longer than the render and the effect it spared. The components
 * asking wait the few tasks this takes (they show nothing until the answer anyway).
 */
export function viewerDocumentReady(client: ApolloClient): Promise<void> {
  let promise = ready.get(client);
  if (!promise) {
    promise = (async () => {
      await nextTask();
      client.cache.transformDocument(ViewerQueryDocument);
      await nextTask();
      client.watchQuery({ query: ViewerQueryDocument });
      await nextTask();
    })();
    ready.set(client, promise);
  }
  return promise;
}

/** Renders its children once the Viewer query's document is ready (suspends until then, once per page). */
export function ViewerDocumentReady({ children }: { children: ReactNode }) {
  use(viewerDocumentReady(useApolloClient()));
  return children;
}
