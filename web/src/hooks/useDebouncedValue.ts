import { useEffect, useState } from 'react';

/** The value, once it has stopped changing for `wait` ms; the value itself when `enabled` is off. */
export function useDebouncedValue<T>(value: T, wait: number, enabled = true): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => setSettled(value), wait);
    return () => clearTimeout(timer);
  }, [value, wait, enabled]);
  return enabled ? settled : value;
}
