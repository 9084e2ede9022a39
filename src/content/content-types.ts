/**
 * The registry of content types a designer edits: for each, its game, its
 * schema, the built-in file shipped in `content/`, a minimal valid template
 * for new items, and the semantic checks beyond the schema. Later games add
 * their types here (and to `ContentType` in the API).
 */
import type { ErrorObject } from 'ajv';
import type { JsonSchema } from '../engine';
import { QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA } from '../games/queen/schema';
import { EVY_ADVENTURE_SCHEMA, EVY_CARDS_SCHEMA } from '../games/evy/schema';
import type { Adventure, EvyCardDef } from '../games/evy/types';
import type { CardDef, CharacterDef } from '../games/queen/types';
import type { ContentProblem, ContentType } from '../shared/api';
import queenCards from '../../content/queen/cards.json';
import queenCharacters from '../../content/queen/characters.json';
import evyCards from '../../content/evy/cards.json';
import evyStreet from '../../content/evy/adventures/street.json';
import { checkQueenCards, checkQueenCharacters } from './checks/queen';
import { checkEvyAdventure, checkEvyCards } from './checks/evy';
import { queenCardsTemplate, queenCharactersTemplate } from './templates/queen';
import { evyAdventureTemplate, evyCardsTemplate } from './templates/evy';
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA } from '../games/everzone/schema';
import type { DeckDef, ForcesCardDef, LocationDef } from '../games/everzone/types';
import everzoneCards from '../../content/everzone/cards.json';
import everzoneLocations from '../../content/everzone/locations.json';
import everzoneDecks from '../../content/everzone/decks.json';
import { checkEverzoneCards, checkEverzoneDecks, checkEverzoneLocations } from './checks/everzone';
import { everzoneCardsTemplate, everzoneDecksTemplate, everzoneLocationsTemplate } from './templates/everzone';
import { EZ_DECK_SCHEMA, EZ_DECK_SCHEMA_ID } from './deck/schema';
import { explainDeckErrors } from './deck/explain';
import { deckWarnings } from './deck/check';
import { PREMADE_DECK_DOCUMENTS } from './deck/convert';
import { EVY_CAMPAIGN_SCHEMA } from './evy-campaign/schema';
import { checkEvyCampaign, type EvyCampaignDocument } from './evy-campaign/check';
import { bookCampaign, evyCampaignTemplate } from './evy-campaign/template';
import type { DeckDocument, DeckProblem } from './deck/types';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../games/manor/schema';
import type { ActionDef, ComponentsDef, GodDef, LovecraftRoleDef, RelicsFile, RoleDef } from '../games/manor/types';
import { MANOR_CONTENT_FILES } from '../games/manor/content';
import {
  checkManorActions,
  checkManorComponents,
  checkManorGods,
  checkManorRelics,
  checkManorRoles,
} from './checks/manor';
import {
  manorActionsTemplate,
  manorComponentsTemplate,
  manorGodsTemplate,
  manorRelicsTemplate,
  manorRolesTemplate,
} from './templates/manor';

export interface ContentTypeDef {
  type: ContentType;
  /** The game id. */
  game: string;
  /** What one item of this type is called, e.g. "Queen card set". */
  title: string;
  schema: JsonSchema;
  /** The schema's `$id`, which a file names in its `"$schema"` field. */
  schemaId: string;
  /** The content shipped with the app: read-only in the library. */
  builtIn: { id: string; name: string; data: unknown };
  /** A small valid document to start a new item from. */
  template(): unknown;
  /** Checks beyond the schema, on data that already passed it. */
  semanticCheck(data: unknown): ContentProblem[];
  /** The schema's errors in this type's own words (else the general wording of `ajvProblems`). */
  explainSchemaErrors?(errors: readonly ErrorObject[] | null | undefined, data: unknown): ContentProblem[];
  /** Errors that do not stop `library.save` (an illegal deck is kept, but cannot be played). */
  savesDespite?(problem: ContentProblem): boolean;
}

export const CONTENT_TYPES: readonly ContentTypeDef[] = [
  {
    type: 'queen-cards',
    game: 'queen',
    title: 'Girl vs. Evil Queen cards',
    schema: QUEEN_CARDS_SCHEMA,
    schemaId: QUEEN_CARDS_SCHEMA.$id,
    builtIn: { id: 'builtin-queen-cards', name: 'The Girl vs. the Evil Queen: cards', data: queenCards },
    template: queenCardsTemplate,
    semanticCheck: (data) => checkQueenCards(data as { cards: CardDef[] }),
  },
  {
    type: 'queen-characters',
    game: 'queen',
    title: 'Girl vs. Evil Queen characters',
    schema: QUEEN_CHARACTERS_SCHEMA,
    schemaId: QUEEN_CHARACTERS_SCHEMA.$id,
    builtIn: { id: 'builtin-queen-characters', name: 'The Girl vs. the Evil Queen: characters', data: queenCharacters },
    template: queenCharactersTemplate,
    semanticCheck: (data) => checkQueenCharacters(data as { characters: CharacterDef[] }),
  },
  {
    type: 'evy-cards',
    game: 'evy',
    title: 'Evy cards',
    schema: EVY_CARDS_SCHEMA,
    schemaId: EVY_CARDS_SCHEMA.$id,
    builtIn: { id: 'builtin-evy-cards', name: 'Evy: cards', data: evyCards },
    template: evyCardsTemplate,
    semanticCheck: (data) => checkEvyCards(data as { cards: EvyCardDef[] }),
  },
  {
    type: 'evy-adventure',
    game: 'evy',
    title: 'Evy adventure',
    schema: EVY_ADVENTURE_SCHEMA,
    schemaId: EVY_ADVENTURE_SCHEMA.$id,
    // One built-in per type: the Street, whose two routes show most of what a map can do.
    builtIn: { id: 'builtin-evy-adventure-street', name: 'Evy: Street (adventure 4)', data: evyStreet },
    template: evyAdventureTemplate,
    semanticCheck: (data) => checkEvyAdventure(data as Adventure),
  },
  {
    type: 'evy-campaign',
    game: 'evy',
    title: 'Evy campaign',
    schema: EVY_CAMPAIGN_SCHEMA,
    schemaId: EVY_CAMPAIGN_SCHEMA.$id,
    builtIn: { id: 'builtin-evy-campaign', name: "Evy: the book's campaign", data: bookCampaign() },
    template: evyCampaignTemplate,
    semanticCheck: (data) => checkEvyCampaign(data as EvyCampaignDocument),
  },
  {
    type: 'everzone-cards',
    game: 'everzone',
    title: 'EverZone forces cards',
    schema: EZ_CARDS_SCHEMA,
    schemaId: EZ_CARDS_SCHEMA.$id,
    builtIn: { id: 'builtin-everzone-cards', name: 'EverZone: forces cards', data: everzoneCards },
    template: everzoneCardsTemplate,
    semanticCheck: (data) => checkEverzoneCards(data as { cards: ForcesCardDef[] }),
  },
  {
    type: 'everzone-locations',
    game: 'everzone',
    title: 'EverZone locations',
    schema: EZ_LOCATIONS_SCHEMA,
    schemaId: EZ_LOCATIONS_SCHEMA.$id,
    builtIn: { id: 'builtin-everzone-locations', name: 'EverZone: locations', data: everzoneLocations },
    template: everzoneLocationsTemplate,
    semanticCheck: (data) => checkEverzoneLocations(data as { locations: LocationDef[] }),
  },
  {
    type: 'everzone-decks',
    game: 'everzone',
    title: 'EverZone deck collection',
    schema: EZ_DECKS_SCHEMA,
    schemaId: EZ_DECKS_SCHEMA.$id,
    // The six pre-made decks; a designer's decks are checked against the built-in cards and locations.
    builtIn: { id: 'builtin-everzone-decks', name: 'EverZone: the six pre-made decks', data: everzoneDecks },
    template: everzoneDecksTemplate,
    semanticCheck: (data) => checkEverzoneDecks(data as { decks: DeckDef[] }),
  },
  {
    type: 'everzone-deck',
    game: 'everzone',
    title: 'EverZone deck',
    // Generated from the built-in cards: every deck rule is in it (src/content/deck/schema.ts).
    schema: EZ_DECK_SCHEMA,
    schemaId: EZ_DECK_SCHEMA_ID,
    builtIn: {
      id: 'builtin-everzone-deck',
      name: 'EverZone: Adam Finn (pre-made deck)',
      data: PREMADE_DECK_DOCUMENTS[0]!.document,
    },
    template: () => ({ ...structuredClone(PREMADE_DECK_DOCUMENTS[0]!.document), name: 'My deck' }),
    semanticCheck: (data) => deckWarnings(data as DeckDocument),
    explainSchemaErrors: (errors, data) => explainDeckErrors(errors, data),
    // "Illegal decks can be saved but not played": a deck rule broken, not a malformed document.
    savesDespite: (problem) => 'rule' in problem && (problem as DeckProblem).rule !== 'shape',
  },
  {
    type: 'manor-relics',
    game: 'manor',
    title: 'All Manor of Evil relics',
    schema: MANOR_RELICS_SCHEMA,
    schemaId: MANOR_RELICS_SCHEMA.$id,
    builtIn: { id: 'builtin-manor-relics', name: 'All Manor of Evil: relics', data: MANOR_CONTENT_FILES.relics },
    template: manorRelicsTemplate,
    semanticCheck: (data) => checkManorRelics(data as RelicsFile),
  },
  {
    type: 'manor-actions',
    game: 'manor',
    title: 'All Manor of Evil action cards',
    schema: MANOR_ACTIONS_SCHEMA,
    schemaId: MANOR_ACTIONS_SCHEMA.$id,
    builtIn: {
      id: 'builtin-manor-actions',
      name: 'All Manor of Evil: action cards',
      data: MANOR_CONTENT_FILES.actions,
    },
    template: manorActionsTemplate,
    semanticCheck: (data) => checkManorActions(data as { actions: ActionDef[] }),
  },
  {
    type: 'manor-gods',
    game: 'manor',
    title: 'All Manor of Evil elder gods',
    schema: MANOR_GODS_SCHEMA,
    schemaId: MANOR_GODS_SCHEMA.$id,
    builtIn: { id: 'builtin-manor-gods', name: 'All Manor of Evil: elder gods', data: MANOR_CONTENT_FILES.gods },
    template: manorGodsTemplate,
    semanticCheck: (data) => checkManorGods(data as { gods: GodDef[] }),
  },
  {
    type: 'manor-roles',
    game: 'manor',
    title: 'All Manor of Evil roles',
    schema: MANOR_ROLES_SCHEMA,
    schemaId: MANOR_ROLES_SCHEMA.$id,
    builtIn: { id: 'builtin-manor-roles', name: 'All Manor of Evil: roles', data: MANOR_CONTENT_FILES.roles },
    template: manorRolesTemplate,
    semanticCheck: (data) => checkManorRoles(data as { roles: RoleDef[]; lovecraft: LovecraftRoleDef[] }),
  },
  {
    type: 'manor-components',
    game: 'manor',
    title: 'All Manor of Evil components',
    schema: MANOR_COMPONENTS_SCHEMA,
    schemaId: MANOR_COMPONENTS_SCHEMA.$id,
    builtIn: {
      id: 'builtin-manor-components',
      name: 'All Manor of Evil: Clocks and tokens',
      data: MANOR_CONTENT_FILES.components,
    },
    template: manorComponentsTemplate,
    semanticCheck: (data) => checkManorComponents(data as ComponentsDef),
  },
];

export function contentType(type: ContentType): ContentTypeDef {
  const def = CONTENT_TYPES.find((t) => t.type === type);
  if (!def) throw new Error(`Unknown content type "${type}".`);
  return def;
}

/** The content type a document declares with its `"$schema"` (the full `$id`, or a path ending like it). */
export function contentTypeOfDocument(document: unknown): ContentTypeDef | undefined {
  if (document === null || typeof document !== 'object' || Array.isArray(document)) return undefined;
  const declared = (document as Record<string, unknown>)['$schema'];
  if (typeof declared !== 'string') return undefined;
  const path = declared.replace(/\\/g, '/');
  return CONTENT_TYPES.find((t) => t.schemaId === declared || path.endsWith(new URL(t.schemaId).pathname));
}
