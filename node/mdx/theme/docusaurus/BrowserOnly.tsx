/** `import BrowserOnly from '@docusaurus/BrowserOnly'`, as Docusaurus content writes it. */
export { BrowserOnly as default } from '../../components/Docusaurus';
