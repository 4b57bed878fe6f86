/** The admonition types and their default titles, as Docusaurus 3 has them. */
export const ADMONITION_TYPES = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
} as const;
