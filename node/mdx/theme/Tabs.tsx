/** `import Tabs from '@theme/Tabs'`, as Docusaurus authors write it. */
export { Tabs as default } from '../components/Tabs';
