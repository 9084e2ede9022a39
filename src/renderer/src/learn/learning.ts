/**
 * A game's rules guide and glossary as the renderer loads them: each a JSON file of the
 * game's content (`content/<game>/guide.json`, `glossary.json`), imported when first
 * opened so that no game's words weigh on the first page. The content test checks both
 * files against their schemas, so they are taken here as the documents they are.
 */
import type { GlossaryDocument } from '../../../content/schemas/glossary';
import type { GuideDocument } from '../../../content/schemas/guide';
import type { TutorialDocument } from '../../../content/schemas/tutorial';

export interface GameLearning {
  guide(): Promise<GuideDocument>;
  glossary(): Promise<GlossaryDocument>;
  /** The guided first game (`content/<game>/tutorial.json`), for a game that has one. */
  tutorial?(): Promise<TutorialDocument>;
}

type JsonModule = Promise<{ default: unknown }>;

/** A game's entry from the dynamic imports of its files (`() => import('…/guide.json')`). */
export function learningFrom(
  guide: () => JsonModule,
  glossary: () => JsonModule,
  tutorial?: () => JsonModule,
): GameLearning {
  return {
    guide: async () => (await guide()).default as GuideDocument,
    glossary: async () => (await glossary()).default as GlossaryDocument,
    ...(tutorial ? { tutorial: async () => (await tutorial()).default as TutorialDocument } : {}),
  };
}
