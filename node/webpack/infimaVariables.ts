/**
 * The stylesheet that makes the theme read Infima's variables, for a site with a customCss
 * (src/lib/config/infimaVariables.ts has the table): each theme variable becomes
 * `var(--ifm-…, <the theme's value>)`, in light and in dark, with the values read from
 * src/styles/global.css, so the theme's colours are written in one place. Loaded before the
 * customCss (node/webpack/customCss.ts); a site without one carries none of it.
 */
import postcss, { type Rule } from 'postcss';
import { DARK_FOOTER_VARIABLES, INFIMA_VARIABLES } from '../../src/lib/config/infimaVariables';

/** The declarations of the rules of `selector` outside any at-rule (`inMedia` null) or inside `@media <inMedia>`. */
function declarationsOf(root: postcss.Root, selector: string, inMedia: string | null): Map<string, string> {
  const found = new Map<string, string>();
  root.walkRules((rule: Rule) => {
    const media = rule.parent?.type === 'atrule' ? (rule.parent as postcss.AtRule) : null;
    const here = inMedia === null ? rule.parent?.type === 'root' : media?.name === 'media' && media.params === inMedia;
    if (!here || !rule.selectors.includes(selector)) return;
    rule.walkDecls((decl) => void found.set(decl.prop, decl.value));
  });
  return found;
}

/** The stylesheet, from the theme's stylesheet's text (`file` names it in errors). */
export function infimaVariablesCss(themeCss: string, file: string): string {
  const root = postcss.parse(themeCss, { from: file });
  const light = declarationsOf(root, ':root', null);
  const dark = declarationsOf(root, "[data-theme='dark']", 'screen');
  const valueOf = (block: Map<string, string>, name: string, required: boolean) => {
    const value = block.get(name);
    if (value === undefined && required)
      throw new Error(`${file}: no ${name} in :root, which customCss's Infima variables are read into (src/lib/config/infimaVariables.ts)`);
    return value;
  };
  const variables = INFIMA_VARIABLES.flatMap((m) => ('themeVariable' in m ? [m] : []));
  const footer = variables.filter((m) => DARK_FOOTER_VARIABLES.includes(m.infima));
  const block = (values: Map<string, string>, rows: typeof variables, required: boolean) =>
    rows.flatMap(({ infima, themeVariable, orInfima }) => {
      const value = valueOf(values, themeVariable, required);
      if (value === undefined) return [];
      return [`${themeVariable}: var(${infima}, ${orInfima ? `var(${orInfima}, ${value})` : value});`];
    });
  const rules = INFIMA_VARIABLES.flatMap((m) => {
    if (!('selector' in m)) return [];
    const value = declarationsOf(root, m.selector, null).get(m.property);
    if (value === undefined) throw new Error(`${file}: no ${m.property} in ${m.selector}, which ${m.infima} is read into (src/lib/config/infimaVariables.ts)`);
    return [`${m.selector} { ${m.property}: var(${m.infima}, ${value}); }`];
  });
  return [
    "/* Infima's variables, which the site's customCss may set, read into the theme's (node/webpack/infimaVariables.ts). */",
    `:root { ${block(light, variables, true).join(' ')} }`,
    `@media screen { [data-theme='dark'] { ${block(dark, variables, false).join(' ')} } }`,
    `.footer--dark { ${block(light, footer, true).join(' ')} }`,
    `@media screen { [data-theme='dark'] .footer--dark { ${block(dark, footer, false).join(' ')} } }`,
    // The current item's wash of the primary colour, whatever the customCss makes it.
    ':root { --c-primary-soft: color-mix(in srgb, var(--c-primary) 11%, var(--c-bg)); }',
    ...rules,
    '',
  ].join('\n');
}
