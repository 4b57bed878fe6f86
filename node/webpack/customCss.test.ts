import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOM_CSS_FILE, customCssAlias, customCssSource, INFIMA_CSS_FILE } from './customCss';

describe("the site's customCss module", () => {
  it("imports the Infima variables' stylesheet, then each stylesheet in the config's order, by its absolute path; none is an empty module", () => {
    expect(customCssSource('/site', ['src/css/custom.css', 'src/css/more.css'])).toBe(
      `// The site config's customCss, in its order (node/webpack/customCss.ts).\nimport "/site/${INFIMA_CSS_FILE}";\nimport "/site/src/css/custom.css";\nimport "/site/src/css/more.css";\nexport {};\n`,
    );
    expect(customCssSource('/site', [])).toMatch(/\nexport \{\};\n$/);
    expect(customCssSource('/site', [])).not.toContain('import');
  });

  it("writes the module and the Infima variables' stylesheet into .cache, and aliases site-custom-css to the module", () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'custom-css-'));
    try {
      fs.mkdirSync(path.join(site, 'src/styles'), { recursive: true });
      fs.copyFileSync('src/styles/global.css', path.join(site, 'src/styles/global.css'));
      expect(customCssAlias(site, ['src/css/custom.css'])).toEqual({ 'site-custom-css$': path.join(site, CUSTOM_CSS_FILE) });
      expect(fs.readFileSync(path.join(site, CUSTOM_CSS_FILE), 'utf8')).toContain(`import ${JSON.stringify(path.join(site, 'src/css/custom.css'))};`);
      expect(fs.readFileSync(path.join(site, INFIMA_CSS_FILE), 'utf8')).toContain('--c-primary: var(--ifm-color-primary, #1a6640);');
      // Without a customCss, neither: the theme reads none of Infima's variables.
      fs.rmSync(path.join(site, '.cache'), { recursive: true });
      customCssAlias(site, []);
      expect(fs.existsSync(path.join(site, INFIMA_CSS_FILE))).toBe(false);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
