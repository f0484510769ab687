/**
 * A language's whole key space in one tree: common's sections at the top, each area under its
 * namespace's name (the tree the locales test walks; t() writes 'members:manage.title').
 */
export function keySpace<T extends { common: object }>(
  namespaces: T,
): Omit<T, 'common'> & T['common'] {
  const { common, ...areas } = namespaces;
  return { ...common, ...areas };
}

/** A language folder's namespaces from its files (./<namespace>.ts), for Spanish and German. */
export function fromFiles(modules: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(modules).map(([file, module]) => [
      file.replace(/^.*\/(.+)\.ts$/, '$1'),
      (module as { default: unknown }).default,
    ]),
  );
}
