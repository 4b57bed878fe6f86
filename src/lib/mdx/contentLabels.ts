/**
 * The words rendering puts into content besides the author's own: the heading anchors' labels and
 * the code blocks' frame (copy button, "Output", the note on a program the site does not run). A
 * translated page is rendered with its locale's (node/contentLabels.ts), under Docusaurus's ids
 * where Docusaurus has the string.
 */
export interface ContentLabels {
  /** A heading anchor's label: `{heading}` is the heading's text. */
  headingLink: string;
  copy: string;
  copyAria: string;
  /** What the copy button says once it has copied (src/client/copyCode.ts). */
  copied: string;
  output: string;
  /** `{reason}` is the block's `norun="…"`. */
  notRun: string;
}
