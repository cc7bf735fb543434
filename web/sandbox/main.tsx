// Monaco's web workers (editor, JSON, GraphQL) as Vite `?worker` chunks served from our own origin.
import 'graphiql/setup-workers/vite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL, HISTORY_PLUGIN } from 'graphiql';
import { explorerPlugin } from '@graphiql/plugin-explorer';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import 'graphiql/style.css';
import '@graphiql/plugin-explorer/style.css';
import './sandbox.css';
import srpQuery from './srp-query.graphql?raw';

/*
 * The GraphQL sandbox the gateway serves for a browser GET of /graphql (gateway/sandbox.ts): GraphiQL
 * with the schema's documentation, the query explorer, request headers and the SRP's query as the
 * first tab. Everything it loads is built here and served by the gateway; nothing comes from a CDN.
 */

// Same origin, so the page's own host and port, whatever they are; POST with JSON passes CSRF prevention.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const plugins = [HISTORY_PLUGIN, explorerPlugin()];

createRoot(document.getElementById('sandbox')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      plugins={plugins}
      // Used when this browser has no tabs saved from an earlier visit.
      defaultTabs={[{ query: srpQuery }]}
      // Headers (an identity token, a request id) are sent with every request of the tab.
      isHeadersEditorEnabled
      // Kept out of localStorage: headers may carry credentials.
      shouldPersistHeaders={false}
    >
      <GraphiQL.Logo>Cars for Sale · GraphQL</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);
