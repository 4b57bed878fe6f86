/** `import Details from '@theme/Details'`, as Docusaurus authors write it. */
export { Details as default } from '../components/Theme';
