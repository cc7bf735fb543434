/** True in a server render (Node has no window), false in the browser: a constant of the bundle. */
export const ON_SERVER = typeof window === 'undefined';

/**
 * The options of a page's own query on the server: read from the render's cache only. A server page
 * fetches its query before its tree renders (entry-server.tsx), so the data is there; as a
 * cache-first query it would still make Apollo's prerenderStatic render the whole page a second
 * time, waiting for a fetch that never happens (docs/architecture.md, server-rendered pages).
 * In the browser: no options (the query's own fetch policy).
 */
export const SERVER_READ = ON_SERVER ? ({ fetchPolicy: 'cache-only' } as const) : {};
