/**
 * In a build of one locale (the option `oneLocale`: GATSBY_SEVERAL_LOCALES not 'true', which
 * node/gatsbyConfig.ts sets before webpack starts; babel.config.cjs), writes each `translate({ id, message }, values)` of src/i18n/translate.ts out as its
 * message: a string, or a template literal when the values are an object of named properties. A
 * call of another shape stays a call (translate() still answers it). In a build of several locales,
 * each call becomes `translateKey(key, message, values)`, its id written as its short key
 * (src/i18n/messageKey.cjs). `translateLabel(id, label)` is
 * written out as its label. In every build, a call's `description` (for translators) is left out.
 * See src/i18n/translate.ts.
 */
const fs = require('node:fs');
const { messageKeys, THEME_IDS_FILE } = require('../src/i18n/messageKey.cjs');

const TRANSLATE_MODULE = /(^|\/)i18n\/translate(\.ts)?$/;

module.exports = function translatePlugin(api, { oneLocale = false } = {}) {
  const { types: t } = api;
  // The keys are places in the list: Babel makes the plugin again when it changes, and webpack compiles the
  // pages again (babel-loader passes the dependency on; babel.config.cjs puts the list in the options, which
  // babel-loader's own cache keys on).
  const list = api.cache.using(() => (oneLocale ? '' : fs.readFileSync(THEME_IDS_FILE, 'utf8')));
  if (!oneLocale) api.addExternalDependency(THEME_IDS_FILE);
  const messageKey = oneLocale ? null : messageKeys(list);
  const propertyOf = (object, name) =>
    object.properties.find((p) => t.isObjectProperty(p) && !p.computed && (t.isIdentifier(p.key, { name }) || t.isStringLiteral(p.key, { value: name })));
  return {
    name: 'site-translate',
    visitor: {
      CallExpression(path, state) {
        const { callee, arguments: args } = path.node;
        if (!t.isIdentifier(callee)) return;
        const binding = path.scope.getBinding(callee.name);
        if (!binding || binding.kind !== 'module' || !t.isImportSpecifier(binding.path.node)) return;
        const imported = binding.path.node.imported;
        if (!TRANSLATE_MODULE.test(binding.path.parent.source.value)) return;
        // translateLabel(id, label): a configured label (the navbar's, the footer's) is the label itself.
        if (oneLocale && t.isIdentifier(imported, { name: 'translateLabel' }) && args.length === 2 && t.isExpression(args[1])) return path.replaceWith(args[1]);
        if (!t.isIdentifier(imported, { name: 'translate' })) return;
        const [params, values] = args;
        // A description is for translators (write-translations reads it from the source): no page needs it.
        const description = params && t.isObjectExpression(params) ? propertyOf(params, 'description') : null;
        if (description) params.properties.splice(params.properties.indexOf(description), 1);
        const message = params && t.isObjectExpression(params) ? propertyOf(params, 'message') : null;
        if (!oneLocale) {
          // Several locales: translateKey(key, message, values), the id as its short key, under which the page's
          // messages come (src/i18n/messageKey.cjs), imported beside translate.
          const id = params && t.isObjectExpression(params) ? propertyOf(params, 'id') : null;
          if (!id || !t.isStringLiteral(id.value) || !message || !t.isExpression(message.value) || params.properties.length !== 2) return;
          const declaration = binding.path.parent;
          state.translateKeyOf ??= new Map();
          let local = state.translateKeyOf.get(declaration);
          if (!local) {
            local = path.scope.generateUidIdentifier('translateKey');
            declaration.specifiers.push(t.importSpecifier(local, t.identifier('translateKey')));
            state.translateKeyOf.set(declaration, local);
          }
          return path.replaceWith(t.callExpression(local, [t.stringLiteral(messageKey(id.value.value)), message.value, ...(values ? [values] : [])]));
        }
        if (!message || !t.isStringLiteral(message.value)) return;
        const text = message.value.value;
        if (!values) return path.replaceWith(t.stringLiteral(text));
        if (!t.isObjectExpression(values)) return;
        // '{count} min read' with { count: minutes } becomes `${minutes} min read`.
        // A placeholder without a value stays as written, as translate() leaves it (the caller puts an element there).
        const parts = text.split(/(\{\w+\})/);
        const quasis = [];
        const expressions = [];
        let pending = '';
        for (const part of parts) {
          const value = /^\{(\w+)\}$/.test(part) ? propertyOf(values, part.slice(1, -1)) : null;
          if (!value) {
            pending += part;
            continue;
          }
          if (!t.isExpression(value.value)) return;
          quasis.push(t.templateElement({ raw: pending.replace(/\\|`|\$\{/g, (c) => `\\${c}`), cooked: pending }));
          expressions.push(value.value);
          pending = '';
        }
        quasis.push(t.templateElement({ raw: pending.replace(/\\|`|\$\{/g, (c) => `\\${c}`), cooked: pending }, true));
        path.replaceWith(t.templateLiteral(quasis, expressions));
      },
    },
  };
};
