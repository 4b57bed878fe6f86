/**
 * Content is MDX, which can carry JSX and JavaScript. The site renders content
 * to static HTML at build time, so anything that would run in a reader's browser
 * (script elements, inline event handlers, `javascript:` URLs) or depend on
 * module code (import/export) is refused with its location.
 */
import { walk, type ReportingFile, type UnistNode } from './tree';

const FORBIDDEN_ELEMENTS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'form', 'base', 'meta', 'link']);

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

export function remarkContentSafety() {
  return (tree: UnistNode, file: ReportingFile) => {
    walk(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        file.fail('import/export statements are not supported in content; the site renders content to static HTML', node);
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = String(node.name ?? '');
      if (FORBIDDEN_ELEMENTS.has(name.toLowerCase())) {
        file.fail(`<${name}> is not allowed in content; write it inside \`code\` to show it as text`, node);
      }
      for (const attr of (node.attributes as JsxAttribute[] | undefined) ?? []) {
        if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
        if (/^on/i.test(attr.name)) file.fail(`Event handler attribute "${attr.name}" on <${name}> is not allowed in content`, node);
        if (typeof attr.value === 'string' && /^\s*javascript:/i.test(attr.value)) {
          file.fail(`A javascript: URL in "${attr.name}" on <${name}> is not allowed in content`, node);
        }
      }
    });
  };
}
