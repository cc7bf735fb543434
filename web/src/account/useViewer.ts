import { useQuery } from '@apollo/client/react';
import type { ViewerQuery } from './__generated__/graphql';
import { ViewerQueryDocument } from './documents';

export type Viewer = ViewerQuery['me'];

/**
 * Who is asking, with their saved searches. Only the browser asks, after hydration (the components
 * using it render nothing on the server), so no server-rendered page carries private data.
 */
export function useViewer(): { viewer: Viewer | undefined; loading: boolean; error: boolean } {
  const { data, loading, error } = useQuery(ViewerQueryDocument);
  return { viewer: data?.me, loading, error: Boolean(error) };
}
