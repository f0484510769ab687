/** The profile area's public surface: nothing other features need yet. */
export {};
