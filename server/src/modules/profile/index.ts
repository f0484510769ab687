/** The profile module's public surface: nothing other modules need yet. */
export {};
