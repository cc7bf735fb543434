import type { ReactNode } from 'react';

/**
 * A collapsible filter panel. <details> keeps it keyboard-operable and open/closed without script,
 * which the server-rendered page needs too.
 */
export function Panel({ title, collapsed = false, children, testId }: { title: string; collapsed?: boolean; children: ReactNode; testId?: string }) {
  return (
    <details className="panel" open={!collapsed} data-testid={testId}>
      <summary className="panel__title">{title}</summary>
      <div className="panel__body">{children}</div>
    </details>
  );
}
