import type { TextPart } from '../../lib/textParts';

/** A sentence made at build time (src/lib/textParts.ts): its text, its dates as `<time>`, its names in bold. */
export function TextParts({ parts }: { parts: readonly TextPart[] }) {
  return parts.map((part, i) =>
    typeof part === 'string' ? (
      part
    ) : 'time' in part ? (
      <time key={i} dateTime={part.time}>
        {part.text}
      </time>
    ) : (
      <b key={i}>{part.strong}</b>
    ),
  );
}
