// The layout rules of ARCHITECTURE.md, checked on every import (see docs/decisions.md,
// "Module boundaries"). Three sentences, so a local rule rather than a general plugin:
//   server: a module imports another module only through its `service.ts` (its public
//           surface) or a `schema.ts` (for foreign keys); inside a module, a sub-domain
//           folder is entered the same way, except that the module's root `routes.ts`
//           registers its sub-domains' `routes.ts`; `platform/` never imports a module;
//   browser apps: a feature never imports another feature: what two features share lives in
//           `app/`, `api/` or `ui/` (or the client kit), and `api/` and `ui/` import no feature.
// Tests and test helpers may reach inside their own module; they still obey the rest.
import path from 'node:path';

const serverRoot = `${path.sep}apps${path.sep}server${path.sep}src${path.sep}`;
const browserApps = ['web', 'backoffice', 'games'].map(
  (app) => `${path.sep}apps${path.sep}${app}${path.sep}src${path.sep}`,
);
const isTest = (file) =>
  /\.test\.tsx?$|[\\/]testing[\\/]|-testing\.tsx?$|test-setup\.ts$/.test(file);

/** `modules/wallet/deposits/service.ts` → ['modules', 'wallet', 'deposits', 'service.ts'] */
function serverParts(file) {
  const at = file.indexOf(serverRoot);
  return at < 0 ? null : file.slice(at + serverRoot.length).split(path.sep);
}

function browserParts(file) {
  for (const root of browserApps) {
    const at = file.indexOf(root);
    if (at >= 0) return { app: root, parts: file.slice(at + root.length).split(path.sep) };
  }
  return null;
}

const publicFile = (name) => /^(service|schema)\.tsx?$/.test(name);

/** Why `from` may not import `to` on the server, or null when it may. */
function serverViolation(from, to) {
  if (from[0] === 'platform' && to[0] === 'modules') {
    return 'platform/ is cross-cutting and imports no domain module';
  }
  if (from[0] !== 'modules' || to[0] !== 'modules') return null;
  const [, fromModule, ...fromRest] = from;
  const [, toModule, ...toRest] = to;
  if (fromModule !== toModule) {
    const entry = toRest.length === 1 && publicFile(toRest[0]);
    const foreignKeys = /^schema\.tsx?$/.test(toRest.at(-1) ?? '');
    return entry || foreignKeys
      ? null
      : `another module is imported through its service.ts (or schema.ts), not ${toModule}/${toRest.join('/')}`;
  }
  // Same module: a sub-domain folder is entered through its service.ts or schema.ts.
  const toSub = toRest.length > 1 ? toRest[0] : null;
  const fromSub = fromRest.length > 1 ? fromRest[0] : null;
  if (!toSub || toSub === fromSub) return null;
  if (toRest.length === 2 && publicFile(toRest[1])) return null;
  // The module's root routes.ts registers its sub-domains' route plugins.
  if (
    fromRest.length === 1 &&
    /^routes\.ts$/.test(fromRest[0]) &&
    toRest.length === 2 &&
    /^routes\.ts$/.test(toRest[1])
  )
    return null;
  if (/^schema\.tsx?$/.test(toRest.at(-1) ?? '')) return null;
  return `the sub-domain ${toModule}/${toSub} is imported through its service.ts, not ${toRest.join('/')}`;
}

function browserViolation(from, to) {
  if (from.app !== to.app) return null;
  const [fromTop, fromFeature] = from.parts;
  const [toTop, toFeature] = to.parts;
  if (toTop !== 'features') return null;
  if (fromTop === 'api' || fromTop === 'ui') return `${fromTop}/ imports no feature`;
  if (fromTop === 'features' && fromFeature !== toFeature) {
    return `the feature ${fromFeature} imports another feature (${toFeature}): share it through app/, api/ or ui/`;
  }
  return null;
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Domain modules and features are entered only through their public files',
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const test = isTest(file);
    function check(node, source) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source);
      const withExt = /\.[cm]?[jt]sx?$/.test(target) ? target : `${target}.ts`;
      const fromServer = serverParts(file);
      const toServer = serverParts(withExt);
      let why = null;
      if (fromServer && toServer) {
        why = serverViolation(fromServer, toServer);
        // A test may use its own module's insides; never another module's.
        if (why && test && fromServer[1] === toServer[1]) why = null;
      } else {
        const fromBrowser = browserParts(file);
        const toBrowser = browserParts(withExt);
        if (fromBrowser && toBrowser && !test) why = browserViolation(fromBrowser, toBrowser);
      }
      if (why) context.report({ node, message: why });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
