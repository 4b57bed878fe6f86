/**
 * `<CodeBlock language="bash" title="install.sh">` of @theme/CodeBlock in a React page: the code in
 * the frame rendered content's code blocks have, with its title. Its text is not coloured: content's
 * code is highlighted once at build time (docs/decisions/2026-11-23-shiki-over-prism.md), and a page's
 * code would need the highlighter in its bundle (docs/importing-docusaurus.md#react-pages).
 */
export { CodeBlock as default } from '../../node/mdx/components/Theme';
