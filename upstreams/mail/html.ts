const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to place in an email's HTML, in an element or a quoted attribute. */
export function escape(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);
}
