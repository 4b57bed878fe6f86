/**
 * Content is MDX, which can carry JSX and JavaScript. Authors are trusted with
 * code that runs in the build (import/export, expressions), as in Docusaurus;
 * what would run in a reader's browser outside the site's own components
 * (script elements, inline event handlers, `javascript:` URLs) is refused with
 * its location.
 */
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

const FORBIDDEN_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link']);

export function remarkContentSafety() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') checkElement(node, file);
    });
  };
}

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, file: VFile): void {
  const name = node.name ?? '';
  // HTML elements only: a capitalised name is a component (`<Link>` from @docusaurus/Link is not `<link>`).
  const isHtml = /^[a-z]/.test(name);
  if (isHtml && FORBIDDEN_ELEMENTS.has(name)) {
    file.fail(`<${name}> is not allowed in content; write it inside \`code\` to show it as text`, node);
  }
  for (const attr of [...node.attributes]) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (/^on/i.test(attr.name) && isHtml && typeof attr.value !== 'string') {
      // Docusaurus content writes `<button onClick={…}>`: content is HTML made at build time, so the handler
      // cannot run; it is dropped with a warning, and the page still builds.
      node.attributes.splice(node.attributes.indexOf(attr), 1);
      file.message(`Event handler "${attr.name}" on <${name}> is dropped: content is rendered to HTML at build time; put interactive parts in an island (src/islands/)`, node);
      continue;
    }
    if (/^on/i.test(attr.name)) file.fail(`Event handler attribute "${attr.name}" on <${name}> is not allowed in content`, node);
    if (typeof attr.value === 'string' && /^\s*javascript:/i.test(attr.value)) {
      file.fail(`A javascript: URL in "${attr.name}" on <${name}> is not allowed in content`, node);
    }
  }
}
