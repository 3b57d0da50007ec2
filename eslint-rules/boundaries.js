// Module seams of docs/architecture.md ("Import rules, and why"), resolved from each relative import's
// real path (no-restricted-imports
// matches specifiers only, and '../bookings/x' means different things in different folders).
import path from 'node:path';

const posix = (p) => p.split(path.sep).join('/');

/** The file's path from the project root ('src/...'), or null when it lies outside src/. */
function fromRoot(file) {
  const p = posix(file);
  const i = p.lastIndexOf('/src/');
  if (p.startsWith('src/')) return p;
  return i === -1 ? null : p.slice(i + 1);
}

/** Where a relative specifier points, from the project root, without its extension. */
function target(fileFromRoot, specifier) {
  if (!specifier.startsWith('.')) return null;
  const joined = path.posix.normalize(path.posix.join(path.posix.dirname(fileFromRoot), specifier));
  return joined.replace(/\.(js|jsx|ts|tsx|mjs)$/, '');
}

/** 'src/server/modules/<m>/...' -> m */
function owner(p, area) {
  const prefix = `src/${area}/`;
  if (!p || !p.startsWith(prefix)) return null;
  const name = p.slice(prefix.length).split('/')[0];
  return name && !name.includes('.') ? name : null;
}

/** Calls check(node, specifier) for every import, export-from, dynamic import and vi.mock-free import(). */
function eachImport(check) {
  const source = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression(node) {
      if (node.source.type === 'Literal' && typeof node.source.value === 'string')
        check(node.source, node.source.value);
    },
  };
}

const moduleSeams = {
  meta: {
    type: 'problem',
    docs: {
      description: 'A server module uses another module only through its *.service.ts or *.dto.ts files.',
    },
    schema: [],
    messages: {
      seam: "Module '{{from}}' may use module '{{to}}' only through its *.service.ts or *.dto.ts files, not '{{file}}'. See docs/architecture.md.",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    const from = owner(file, 'server/modules');
    if (!from) return {};
    const testFile = /\.test(-support)?\.tsx?$/.test(file);
    return eachImport((node, specifier) => {
      const to = target(file, specifier);
      const other = owner(to, 'server/modules');
      if (!other || other === from) return;
      const base = to.split('/').pop();
      if (/\.(service|dto)$/.test(base)) return;
      // Tests arrange their world with another module's test helpers (payments.test-support.ts).
      if (testFile && /\.test-support$/.test(base)) return;
      context.report({ node, messageId: 'seam', data: { from, to: other, file: base } });
    });
  },
};

const DRIZZLE = /^drizzle-orm(\/|$)/;

const drizzleInRepositories = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'drizzle-orm and the db schema are imported only by *.repository.ts files and src/server/db/.',
    },
    schema: [],
    messages: {
      drizzle:
        "Only repositories (*.repository.ts) and src/server/db/ use drizzle; move this query into a repository, not '{{specifier}}' here. See docs/architecture.md.",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file || !file.startsWith('src/server/')) return {};
    if (file.startsWith('src/server/db/') || /\.repository\.ts$/.test(file)) return {};
    return eachImport((node, specifier) => {
      const to = target(file, specifier);
      const schema = to !== null && (to === 'src/server/db/schema' || to.startsWith('src/server/db/schema/'));
      if (DRIZZLE.test(specifier) || schema)
        context.report({ node, messageId: 'drizzle', data: { specifier } });
    });
  },
};

const featureSeams = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'A web feature uses another feature only through its api/ folder (data) or its index.ts (components it offers).',
    },
    schema: [],
    messages: {
      seam: "Feature '{{from}}' may use feature '{{to}}' only through its api/ folder or its index.ts; shared UI belongs in src/web/components. See docs/architecture.md.",
      component:
        "src/web/components is shared by every feature and imports none (only a feature's api/ folder). See docs/architecture.md.",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file) return {};
    const from = owner(file, 'web/features');
    const shared = file.startsWith('src/web/components/');
    if (!from && !shared) return {};
    return eachImport((node, specifier) => {
      const to = target(file, specifier);
      const other = owner(to, 'web/features');
      if (!other || other === from) return;
      if (to.startsWith(`src/web/features/${other}/api/`)) return;
      // The components a feature offers others, from its one public file.
      if (from && (to === `src/web/features/${other}` || to === `src/web/features/${other}/index`)) return;
      context.report({ node, messageId: from ? 'seam' : 'component', data: { from, to: other } });
    });
  },
};

/** The web's floors below app/ (features, components, lib, i18n): app/ is the top, made of them. */
const BELOW_APP = /^src\/web\/(features|components|lib|i18n)\//;

const webLayers = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Nothing below src/web/app imports it: the router imports the pages, so an import back is a circle.',
    },
    schema: [],
    messages: {
      upward:
        "'{{file}}' is in src/web/app, which imports the features' pages; page chrome and hooks that features use belong in src/web/components or src/web/lib. See docs/architecture.md.",
    },
  },
  create(context) {
    const file = fromRoot(context.filename);
    if (!file || !BELOW_APP.test(file)) return {};
    return eachImport((node, specifier) => {
      const to = target(file, specifier);
      if (to && (to === 'src/web/app' || to.startsWith('src/web/app/')))
        context.report({ node, messageId: 'upward', data: { file: to.slice('src/web/'.length) } });
    });
  },
};

export default {
  meta: { name: 'boundaries' },
  rules: {
    'module-seams': moduleSeams,
    'drizzle-in-repositories': drizzleInRepositories,
    'feature-seams': featureSeams,
    'web-layers': webLayers,
  },
};
