import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CUSTOM_CSS_FILE, customCssAlias, customCssSource } from './customCss';

describe("the site's customCss module", () => {
  it('imports each stylesheet in the config’s order, by its absolute path; none is an empty module', () => {
    expect(customCssSource('/site', ['src/css/custom.css', 'src/css/more.css'])).toBe(
      '// The site config\'s customCss, in its order (src/node/webpack/customCss.ts).\nimport "/site/src/css/custom.css";\nimport "/site/src/css/more.css";\nexport {};\n',
    );
    expect(customCssSource('/site', [])).toMatch(/\nexport \{\};\n$/);
    expect(customCssSource('/site', [])).not.toContain('import');
  });

  it('writes the module into .cache and aliases site-custom-css to it', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'custom-css-'));
    try {
      expect(customCssAlias(site, ['src/css/custom.css'])).toEqual({ 'site-custom-css$': path.join(site, CUSTOM_CSS_FILE) });
      expect(fs.readFileSync(path.join(site, CUSTOM_CSS_FILE), 'utf8')).toContain(`import ${JSON.stringify(path.join(site, 'src/css/custom.css'))};`);
    } finally {
      fs.rmSync(site, { recursive: true, force: true });
    }
  });
});
