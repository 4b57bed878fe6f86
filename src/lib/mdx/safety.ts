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
import { unsafeFrame, unsafeUrl, type MarkupPolicy } from '../htmlSafety';

const FORBIDDEN_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link']);

export function remarkContentSafety(policy: MarkupPolicy = {}) {
  return (tree: Root, file: VFile) => {
    visit(tree, (node) => {
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') checkElement(node, file, policy);
      // Markdown links and images, written inline or as references (`[x]: javascript:…`), in any spelling a browser accepts.
      if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
        const why = unsafeUrl(node.url, { image: node.type === 'image' });
        if (why) file.fail(`${why.replace(/^a /, 'A ')} in a Markdown ${node.type === 'image' ? 'image' : 'link'} is not allowed in content`, node);
      }
    });
  };
}

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, file: VFile, policy: MarkupPolicy): void {
  const name = node.name ?? '';
  // HTML elements only: a capitalised name is a component (`<Link>` from @docusaurus/Link is not `<link>`).
  const isHtml = /^[a-z]/.test(name);
  if (name === 'iframe') {
    const attribute = (n: string) => node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name.toLowerCase() === n);
    const src = attribute('src');
    const srcdoc = attribute('srcdoc');
    const why = unsafeFrame(src && typeof src.value === 'string' ? src.value : src ? null : undefined, srcdoc ? '' : undefined, policy.frameOrigins);
    if (why) file.fail(`${why.replace(/^an /, 'An ')} is not allowed in content`, node);
  } else if (isHtml && FORBIDDEN_ELEMENTS.has(name)) {
    file.fail(`<${name}> is not allowed in content; write it inside \`code\` to show it as text`, node);
  }
  for (const attr of [...node.attributes]) {
    if (attr.type !== 'mdxJsxAttribute') continue;
    if (/^on/i.test(attr.name) && isHtml && typeof attr.value !== 'string') {
      // Docusaurus content writes `<button onClick={…}>`: content is HTML made at build time, so the handler
      // cannot run; it is dropped with a warning, and the page still builds.
      node.attributes.splice(node.attributes.indexOf(attr), 1);
      file.message(
        `Event handler "${attr.name}" on <${name}> is dropped: content is rendered to HTML at build time; put interactive parts in an island (src/islands/)`,
        node,
      );
      continue;
    }
    if (/^on/i.test(attr.name)) file.fail(`Event handler attribute "${attr.name}" on <${name}> is not allowed in content`, node);
    const why = typeof attr.value === 'string' ? unsafeUrl(attr.value, { image: attr.name === 'src' }) : null;
    if (why && /^(href|src|action|formaction|xlinkhref|xlink:href|poster|data|srcset)$/i.test(attr.name)) {
      file.fail(`${why.replace(/^a /, 'A ')} in "${attr.name}" on <${name}> is not allowed in content`, node);
    }
  }
}
