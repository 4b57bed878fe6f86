/** The words rendered content carries (src/lib/mdx/contentLabels.ts), in a locale: from its code.json, else English. */
import type { ContentLabels } from '../src/lib/mdx/contentLabels';
import { readThemeMessages, translator } from './themeMessages';

/** In `locale` (its messages read from `contentDir`), or in English for null. */
export function contentLabels(contentDir: string, locale: string | null): ContentLabels {
  const translate = translator(locale ? readThemeMessages(contentDir, locale) : null);
  return {
    headingLink: translate({ id: 'theme.common.headingLinkTitle', message: 'Direct link to {heading}', description: 'Title for link to heading' }),
    copy: translate({ id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks' }),
    copyAria: translate({
      id: 'theme.CodeBlock.copyButtonAriaLabel',
      message: 'Copy code to clipboard',
      description: 'The ARIA label for copy code blocks button',
    }),
    copied: translate({ id: 'theme.CodeBlock.copied', message: 'Copied', description: 'The copied button label on code blocks' }),
    output: translate({ id: 'theme.CodeBlock.output', message: 'Output', description: 'The title of a code block that shows what the sample above prints' }),
    notRun: translate({
      id: 'theme.CodeBlock.notRun',
      message: 'Not run by this site: {reason}',
      description: 'The note on a program the site does not run, with the reason',
    }),
  };
}
