/**
 * `@theme-original/MDXComponents`: the components every page has without an
 * import. A site's own `src/theme/MDXComponents` (Docusaurus's swizzle point)
 * spreads this map and adds its components (node/mdx/sandbox/runtime.tsx).
 */
import { TabItem, Tabs } from '../components/Tabs';
import { Admonition, CodeBlock, Details } from '../components/Theme';

const MDXComponents = { Tabs, TabItem, Admonition, Details, CodeBlock };
export default MDXComponents;
