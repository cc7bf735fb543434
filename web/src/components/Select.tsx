import { useEffect, useRef, type ComponentProps } from 'react';

/**
 * A controlled <select> that keeps a choice made before it hydrated. The server's HTML works as a
 * page before the client starts, so a shopper on a slow phone can pick an option while the select
 * has no handler yet; React then adopts the element without looking at its value, and the choice
 * would stay on screen while nothing happens. Once hydrated, a select showing an option other than
 * its value (one of its own options) hands that choice to its handler as a change, as if it came now
 * (docs/rules/pages.md#quick-and-early-changes).
 */
export function Select({ value, ...props }: ComponentProps<'select'> & { value: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || element.value === value) return;
    // The value not being one of its options also makes the element show another: not a choice.
    if (!Array.from(element.options).some((option) => option.value === value)) return;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    // Only the first render's element can carry a choice made before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <select ref={ref} value={value} {...props} />;
}
