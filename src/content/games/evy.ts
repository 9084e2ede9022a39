/** Evy's content types: its cards, an adventure (one or more maps) and a campaign of adventures. */
import { EVY_ADVENTURE_SCHEMA, EVY_CARDS_SCHEMA } from '../../games/evy/schema';
import { EVY_ADVENTURES } from '../../games/evy/content';
import type { Adventure, EvyCardDef } from '../../games/evy/types';
import { EVY_CONTENT_TYPES } from '../../shared/games/evy/content-types';
import evyCards from '../../../content/evy/cards.json';
import evyStreet from '../../../content/evy/adventures/street.json';
import { checkEvyAdventure, checkEvyCards } from '../checks/evy';
import { defineGameContent } from '../content-type-def';
import { checkEvyCampaign, type EvyCampaignDocument } from '../evy-campaign/check';
import { EVY_CAMPAIGN_SCHEMA } from '../evy-campaign/schema';
import { bookCampaign, evyCampaignTemplate } from '../evy-campaign/template';
import { evyAdventureTemplate, evyCardsTemplate } from '../templates/evy';

export const EVY_CONTENT = defineGameContent('evy', EVY_CONTENT_TYPES, {
  'evy-cards': {
    title: 'Evy cards',
    schema: EVY_CARDS_SCHEMA,
    builtIn: { id: 'builtin-evy-cards', name: 'Evy: cards', data: evyCards },
    template: evyCardsTemplate,
    semanticCheck: (data) => checkEvyCards(data as { cards: EvyCardDef[] }),
    configOption: { key: 'cards' },
  },
  'evy-adventure': {
    title: 'Evy adventure',
    schema: EVY_ADVENTURE_SCHEMA,
    // One built-in per type: the Street, whose two routes show most of what a map can do.
    builtIn: { id: 'builtin-evy-adventure-street', name: 'Evy: Street (adventure 4)', data: evyStreet },
    // The other twelve of the book, so each can be opened, duplicated and played as a starting point.
    moreBuiltIns: EVY_ADVENTURES.filter((a) => a.id !== evyStreet.id).map((a) => ({
      id: `builtin-evy-adventure-${a.id}`,
      name: `Evy: ${a.title} (adventure ${a.order})`,
      data: a,
    })),
    template: evyAdventureTemplate,
    semanticCheck: (data) => checkEvyAdventure(data as Adventure),
    configOption: { key: 'custom', replaces: 'adventure' },
  },
  'evy-campaign': {
    title: 'Evy campaign',
    schema: EVY_CAMPAIGN_SCHEMA,
    builtIn: { id: 'builtin-evy-campaign', name: "Evy: the book's campaign", data: bookCampaign() },
    template: evyCampaignTemplate,
    semanticCheck: (data) => checkEvyCampaign(data as EvyCampaignDocument),
  },
});
