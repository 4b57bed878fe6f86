/** `import Link from '@docusaurus/Link'`, as Docusaurus content writes it. */
export { Link as default } from '../../components/Docusaurus';
