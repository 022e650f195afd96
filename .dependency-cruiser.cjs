/**
 * The import boundaries of DESIGN.md "Layout", checked by `npm run lint`:
 * contracts/ <- each context's pure domain (services/<context>/domain/) <- projections/, the rest of services/, client/.
 */

/** Bounded contexts, lowest first: a context may import only the ones before it, so no cycle between them can form. */
const CONTEXTS = ['shared-kernel', 'accounts', 'notifications', 'teams', 'media', 'presentations', 'live', 'quiz', 'qna', 'chat', 'ideas', 'spinner-wheel', 'slides', 'pacing', 'remote-control', 'themes'];

const DOMAIN = '^services/[^/]+/domain/';
const SPEC = '\\.spec\\.tsx?$';
const ZOD = '^node_modules/zod/';

const contextOrder = CONTEXTS.slice(0, -1).map((context, index) => ({
  name: `context-order-${context}`,
  comment: `${context} may import only the contexts before it in CONTEXTS (${CONTEXTS.slice(0, index).join(', ') || 'none'})`,
  severity: 'error',
  from: { path: `^services/${context}/` },
  to: { path: `^services/(${CONTEXTS.slice(index + 1).join('|')})/` },
}));

module.exports = {
  forbidden: [
    {
      name: 'contracts-import-only-contracts',
      comment: 'contracts/ is the bottom layer: zod schemas and types shared by server and client',
      severity: 'error',
      from: { path: '^contracts/', pathNot: SPEC },
      to: { pathNot: ['^contracts/', ZOD] },
    },
    {
      name: 'domain-imports-only-contracts-and-domains',
      comment: "a context's domain is pure (no Nest, no node: modules, no I/O, nothing of services/infrastructure) so the client runs it too",
      severity: 'error',
      from: { path: DOMAIN, pathNot: SPEC },
      to: { pathNot: ['^contracts/', DOMAIN, ZOD] },
    },
    {
      name: 'projections-import-only-contracts-and-domains',
      comment: 'projections are pure folds that run on the server and in the browser',
      severity: 'error',
      from: { path: '^projections/', pathNot: SPEC },
      to: { pathNot: ['^contracts/', DOMAIN, '^projections/', ZOD] },
    },
    {
      name: 'client-imports-only-domains-of-services',
      comment: "the client imports a context's domain and nothing else of services/",
      severity: 'error',
      from: { path: '^client/' },
      to: { path: '^services/', pathNot: DOMAIN },
    },
    {
      name: 'infrastructure-below-contexts',
      comment: 'ports, adapters and the command pipeline serve the contexts and import none of them (the shared kernel aside)',
      severity: 'error',
      from: { path: '^services/infrastructure/' },
      to: { path: `^services/(${CONTEXTS.slice(1).join('|')})/` },
    },
    ...contextOrder,
    {
      name: 'no-circular',
      comment: 'a module cycle makes load order matter and hides a layer that belongs in between',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count: a type from the wrong layer is a dependency on it all the same.
    tsPreCompilationDeps: true,
  },
};
