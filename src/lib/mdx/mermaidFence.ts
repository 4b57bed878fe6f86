/**
 * Whether MDX holds a ```` ```mermaid ```` (or `~~~mermaid`) fence: CommonMark's fence,
 * indented up to three spaces, with `mermaid` as its language.
 */
const MERMAID_FENCE = /^ {0,3}(?:`{3,}|~{3,})[ \t]*mermaid(?=[\s{]|$)/m;

export const hasMermaidFence = (body: string): boolean => MERMAID_FENCE.test(body);
