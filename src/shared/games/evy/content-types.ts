/** The content a designer edits for Evy (each a `ContentType`). */
export const EVY_CONTENT_TYPES = ['evy-cards', 'evy-adventure', 'evy-campaign'] as const;
