/**
 * `import styles from './x.module.css'`, as Docusaurus sites write it, read as
 * `import * as styles from './x.module.css'`: Gatsby's CSS modules export each class by name and
 * have no default export (css-loader's `namedExport`,
 * https://www.gatsbyjs.com/docs/how-to/styling/css-modules/). A class named with dashes is
 * exported in camel case (`.hero-banner` as `styles.heroBanner`), as Gatsby's css-loader names it.
 */
const CSS_MODULE = /\.module\.(css|s[ac]ss)$/;

module.exports = function cssModuleDefaultPlugin({ types: t }) {
  return {
    name: 'site-css-module-default',
    visitor: {
      ImportDeclaration(path) {
        const { specifiers, source } = path.node;
        if (!CSS_MODULE.test(source.value)) return;
        const named = specifiers.find((s) => t.isImportDefaultSpecifier(s));
        if (!named) return;
        const namespace = t.importDeclaration([t.importNamespaceSpecifier(named.local)], t.stringLiteral(source.value));
        const rest = specifiers.filter((s) => s !== named);
        if (rest.length === 0) path.replaceWith(namespace);
        else {
          path.node.specifiers = rest;
          path.insertAfter(namespace);
        }
      },
    },
  };
};
