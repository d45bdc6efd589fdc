/** Fills `{name}` placeholders in a catalog text. Unknown placeholders are left as they are. */
export function format(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A toast's pair of texts: the spec writes its messages as title / description. */
export type MessagePair = { title: string; description: string };
