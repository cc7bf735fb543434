import { lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own that renders once the Viewer query's document is ready
 * (viewerDocument.tsx): for the parts that ask who is asking. Both chunks load in parallel; this
 * module imports neither, so the page's first chunk stays as it was.
 */
export function lazyAfterViewer<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    Promise.all([load(), import('./viewerDocument')]).then(([Component, viewer]) => ({
      default: function WhenViewerReady(props: P) {
        return (
          <viewer.ViewerDocumentReady>
            <Component {...props} />
          </viewer.ViewerDocumentReady>
        );
      },
    })),
  );
}
