/** `import Admonition from '@theme/Admonition'`, as Docusaurus authors write it. */
export { Admonition as default } from '../components/Theme';
