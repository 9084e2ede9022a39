/**
 * Content that reaches the rules through a game's options (an adventure, a card set): which
 * option carries which content type, and the content checks those documents pass. The option's
 * schema embeds the content type's schema, so the request checker has already bounded the
 * document; what a schema cannot say (exactly four Demons, a start on the floor) is checked
 * here, with the same semantic checks the library, packs and the CLI run, on every path that
 * takes options (a new match, a save, an autosave, a batch).
 */
import type { ContentType } from '../shared/api';
import type { ContentConfigOption } from './content-type-def';
import { CONTENT_TYPES } from './content-types';

export interface ContentOption extends ContentConfigOption {
  type: ContentType;
  /** What one item of the type is called ("Evy adventure"). */
  title: string;
  /** The library's name of the content the game plays without the option. */
  builtInName: string;
}

/**
 * The options of `game` that carry a content document, one per content type that declares one;
 * one that stands in for a built-in choice (Evy's adventure) first, as it is the main choice.
 */
export function contentOptionsOf(game: string): ContentOption[] {
  const options = CONTENT_TYPES.flatMap((t) =>
    t.game === game && t.configOption
      ? [{ ...t.configOption, type: t.type, title: t.title, builtInName: t.builtIn.name }]
      : [],
  );
  return options.sort((a, b) => Number(b.replaces !== undefined) - Number(a.replaces !== undefined));
}

/**
 * One line per error in the documents a config carries, each under its option
 * ("config/cards/cards/0: …"); call on a config that passed the game's config schema.
 */
export function contentOptionProblems(game: string, config: unknown, prefix: string): string[] {
  if (config === null || typeof config !== 'object') return [];
  return contentOptionsOf(game).flatMap((option) => {
    const document = (config as Record<string, unknown>)[option.key];
    if (document === undefined) return [];
    const def = CONTENT_TYPES.find((t) => t.type === option.type);
    return (def?.semanticCheck(document) ?? [])
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${prefix}/${option.key}${problem.path}: ${problem.message}`);
  });
}
