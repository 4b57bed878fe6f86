import fs from 'node:fs';
import { infimaVariablesCss } from './infimaVariables';
import { INFIMA_VARIABLES } from '../../src/lib/config/infimaVariables';

const THEME = fs.readFileSync('src/styles/global.css', 'utf8');

describe("the stylesheet that reads a customCss's Infima variables into the theme", () => {
  const css = infimaVariablesCss(THEME, 'src/styles/global.css');

  it("reads each into the theme's variable, in light and dark, the theme's own values as fallbacks", () => {
    expect(css).toContain(':root { --c-primary: var(--ifm-color-primary, #1a6640);');
    expect(css).toContain("@media screen { [data-theme='dark'] { --c-primary: var(--ifm-color-primary, #5fd394);");
    // A link is the primary colour unless set, as in Infima.
    expect(css).toContain('--c-link: var(--ifm-link-color, var(--ifm-color-primary, #1a6640));');
    expect(css).toContain('--c-navbar-bg: var(--ifm-navbar-background-color, rgba(255, 255, 255, 0.96));');
    // The dark footer's, on the class a customCss names.
    expect(css).toContain('.footer--dark { --c-footer-bg: var(--ifm-footer-background-color, #20232a); --c-footer-text: var(--ifm-footer-color, #e3e5e8); }');
    expect(css).toContain("[data-theme='dark'] .footer--dark { --c-footer-bg: var(--ifm-footer-background-color, #111214);");
    // Rules' properties, with the rule's value.
    expect(css).toContain('.markdown :not(pre) > code { font-size: var(--ifm-code-font-size, 0.9em); }');
    expect(css).toContain('body { font-size: var(--ifm-font-size-base, 1rem); }');
    for (const mapping of INFIMA_VARIABLES) expect(css).toContain(`var(${mapping.infima},`);
  });

  it('is valid CSS, and names the theme file when a value it reads is gone', async () => {
    const postcss = (await import('postcss')).default;
    expect(() => postcss.parse(css)).not.toThrow();
    expect(() => infimaVariablesCss(THEME.replace(/--c-bg-soft:[^;]*;/, ''), 'src/styles/global.css')).toThrow(
      "src/styles/global.css: no --c-bg-soft in :root, which customCss's Infima variables are read into (src/lib/config/infimaVariables.ts)",
    );
  });

  it('are each in the import guide’s table', () => {
    const guide = fs.readFileSync('docs/importing-docusaurus.md', 'utf8');
    const section = guide.slice(guide.indexOf('## Theme colours'), guide.indexOf('## React pages'));
    expect(INFIMA_VARIABLES.map((m) => m.infima).filter((name) => !section.includes(`\`${name}\``))).toEqual([]);
  });
});
