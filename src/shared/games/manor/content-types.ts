/** The content a designer edits for All Manor of Evil (each a `ContentType`). */
export const MANOR_CONTENT_TYPES = [
  'manor-relics',
  'manor-actions',
  'manor-gods',
  'manor-roles',
  'manor-components',
] as const;
