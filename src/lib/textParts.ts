/**
 * A sentence with elements in it, made at build time in the page's locale and drawn by the page:
 * "Last updated{atDate}{byUser}" with a `<time>` and a `<b>` where Docusaurus puts them
 * (node/pages/words.ts, src/components/TextParts).
 */
export type TextPart = string | { time: string; text: string } | { strong: string };

/** `message` with each `{name}` of `values` replaced by its parts; a placeholder without a value stays as written. */
export function fillParts(message: string, values: Readonly<Record<string, readonly TextPart[]>>): TextPart[] {
  const parts: TextPart[] = [];
  for (const piece of message.split(/(\{\w+\})/)) {
    const value = /^\{(\w+)\}$/.test(piece) ? values[piece.slice(1, -1)] : undefined;
    if (value) parts.push(...value);
    else if (piece) parts.push(piece);
  }
  return parts;
}
