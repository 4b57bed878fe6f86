/** `import TabItem from '@theme/TabItem'`, as Docusaurus authors write it. */
export { TabItem as default } from '../components/Tabs';
