import { useEffect, useRef, type ComponentProps } from 'react';

/** The input's own value setter: it changes what the field shows without React noticing. */
const nativeValueSetter = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * A controlled text field that keeps what was typed into it before it hydrated (like Select, for
 * docs/rules/pages.md#quick-and-early-changes). React adopts the server's field and takes whatever
 * it shows as its own last value, so an input event alone would not reach the handler: the field
 * is set back to its value through React's tracked property, then shows the typed text again
 * through the element's own setter, and the input event carries the text to the handler.
 */
export function TextInput({ value, ...props }: ComponentProps<'input'> & { value: string }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const element = ref.current;
    const setNative = nativeValueSetter();
    if (!element || !setNative || element.value === value) return;
    const typed = element.value;
    element.value = value;
    setNative.call(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    // Only the first render's element can hold text typed before hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <input ref={ref} value={value} {...props} />;
}
