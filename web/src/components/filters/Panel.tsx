import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A collapsible filter panel. <details> keeps it keyboard-operable and open/closed without script,
 * which the server-rendered page needs too.
 *
 * A closed panel's options are rendered only once it opens: the 24-odd panels that start closed
 * hold three quarters of the filter column's markup (600-odd elements, none of them visible), which
 * every page view would otherwise parse, and the options do nothing before the page hydrates.
 */
export function Panel({
  title,
  collapsed = false,
  children,
  testId,
}: {
  title: string;
  collapsed?: boolean;
  children: ReactNode;
  testId?: string;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(!collapsed);
  // A panel opened before it hydrated (its summary works without script) shows its options now.
  useEffect(() => {
    if (details.current?.open) setOpen(true);
  }, []);
  return (
    <details
      className="panel"
      open={!collapsed}
      ref={details}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      data-testid={testId}
    >
      <summary className="panel__title">{title}</summary>
      {open && <div className="panel__body">{children}</div>}
    </details>
  );
}
