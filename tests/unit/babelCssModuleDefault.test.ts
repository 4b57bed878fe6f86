import path from 'node:path';
import { createRequire } from 'node:module';
import { transformSync } from '@babel/core';

const require = createRequire(import.meta.url);
const plugin = require('../../plugins/babel-plugin-css-module-default.cjs') as object;

const compile = (source: string) =>
  transformSync(source, { filename: path.resolve('src/pages/index.tsx'), configFile: false, babelrc: false, plugins: [plugin] })!.code!;

describe('babel-plugin-css-module-default', () => {
  it("reads a CSS module's default import as its named exports, as Gatsby's CSS modules give them", () => {
    expect(compile("import styles from './index.module.css';\nstyles.heroBanner;")).toBe('import * as styles from "./index.module.css";\nstyles.heroBanner;');
    expect(compile("import s, { a } from './x.module.scss';")).toBe('import { a } from \'./x.module.scss\';\nimport * as s from "./x.module.scss";');
  });

  it('leaves other imports as they are', () => {
    for (const source of [
      "import * as styles from './x.module.css';",
      "import './global.css';",
      "import css from './plain.css';",
      "import Layout from '@theme/Layout';",
    ])
      expect(compile(source)).toBe(source);
  });
});
