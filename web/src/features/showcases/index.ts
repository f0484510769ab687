/** The showcases (SPEC.md §2 interface and content showcases): pages only, nothing shared. */
export {};
