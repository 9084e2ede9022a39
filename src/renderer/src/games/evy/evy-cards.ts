/** The Evy card the table shows: from the match's own card set (public, in its options), else the book's. */
import { evyCard, evyDeck } from '../../../../games/evy/content';
import type { EvyCardDef, EvyCardId, EvyConfig } from '../../../../games/evy/types';

export function cardOfMatch(config: EvyConfig | undefined, id: EvyCardId): EvyCardDef {
  return (config?.cards ? evyDeck(config).byId.get(id) : undefined) ?? evyCard(id);
}
