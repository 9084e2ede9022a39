/** The content a designer edits for The Girl vs. the Evil Queen (each a `ContentType`). */
export const QUEEN_CONTENT_TYPES = ['queen-cards', 'queen-characters'] as const;
