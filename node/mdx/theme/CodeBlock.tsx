/** `import CodeBlock from '@theme/CodeBlock'`, as Docusaurus authors write it. */
export { CodeBlock as default } from '../components/Theme';
