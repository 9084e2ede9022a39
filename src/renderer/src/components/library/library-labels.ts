/** Words for the library's item types, for the list, the filters and the dialogs. */
import { CONTENT_TYPES } from '../../../../content/content-types';
import type { ContentType, LibraryItemType } from '../../../../shared/api';

export interface TypeChoice {
  type: LibraryItemType;
  game: string;
  label: string;
}

/** Every type the library lists: the content types of every game, then saved matches. */
export const TYPE_CHOICES: readonly TypeChoice[] = [
  ...CONTENT_TYPES.map((t) => ({ type: t.type, game: t.game, label: t.title })),
  { type: 'save', game: '', label: 'Saved game' },
];

/** The content types a new item can be made of (not saves: those come from matches). */
export const NEW_ITEM_TYPES: readonly (TypeChoice & { type: ContentType })[] = CONTENT_TYPES.map((t) => ({
  type: t.type,
  game: t.game,
  label: t.title,
}));

export function typeLabel(type: LibraryItemType): string {
  return TYPE_CHOICES.find((c) => c.type === type)?.label ?? type;
}
