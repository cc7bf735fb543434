import { useCallback } from 'react';
import { useQuery } from '@apollo/client/react';
import type { ViewerQuery } from './__generated__/graphql';
import { ViewerQueryDocument } from './documents';

export type Viewer = ViewerQuery['me'];

/**
 * Who is asking, with their saved searches. Only the browser asks, after hydration (the components
 * using it render nothing on the server), so no server-rendered page carries private data.
 */
export function useViewer(): { viewer: Viewer | undefined; loading: boolean; error: boolean; refetch: () => void } {
  const { data, loading, error, refetch } = useQuery(ViewerQueryDocument);
  // Asking again is best effort: a failure leaves what is shown.
  const askAgain = useCallback(() => void refetch().catch(() => {}), [refetch]);
  return { viewer: data?.me, loading, error: Boolean(error), refetch: askAgain };
}
