/** The news feature's public surface: nothing other features need yet. */
export {};
