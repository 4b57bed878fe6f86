/** `<Admonition type="tip" title="…">` of @theme/Admonition in a React page: as `:::tip` renders in content. */
export { Admonition as default } from '../../node/mdx/components/Theme';
