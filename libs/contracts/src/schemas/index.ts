/**
 * `@parley/contracts/schemas`: the zod schemas of the shared shapes, for the servers. Kept apart
 * from the root entry, which the widget bundles and which must stay free of runtime dependencies.
 */
export * from './messages';
