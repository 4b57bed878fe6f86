/** `import useBaseUrl from '@docusaurus/useBaseUrl'`, as Docusaurus content writes it. */
export { useBaseUrl as default } from '../../components/Docusaurus';
