/**
 * The schemas compiled into standalone validators for the renderer, and the
 * name each is exported under from `src/content/generated/validators.ts`.
 */
import type { JsonSchema } from '../../engine';
import { QUEEN_CARDS_SCHEMA, QUEEN_CHARACTERS_SCHEMA } from '../../games/queen/schema';
import { EVY_ADVENTURE_SCHEMA, EVY_CARDS_SCHEMA } from '../../games/evy/schema';
import { EZ_CARDS_SCHEMA, EZ_DECKS_SCHEMA, EZ_LOCATIONS_SCHEMA } from '../../games/everzone/schema';
import {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from '../../games/manor/schema';
import { EZ_DECK_SCHEMA } from '../deck/schema';
import { EVY_CAMPAIGN_SCHEMA } from '../evy-campaign/schema';
import { PACK_MANIFEST_SCHEMA } from './pack-manifest';

export const STANDALONE_SCHEMAS: readonly { exportName: string; schema: JsonSchema & { $id: string } }[] = [
  { exportName: 'validateQueenCards', schema: QUEEN_CARDS_SCHEMA },
  { exportName: 'validateQueenCharacters', schema: QUEEN_CHARACTERS_SCHEMA },
  { exportName: 'validateEvyCards', schema: EVY_CARDS_SCHEMA },
  { exportName: 'validateEvyAdventure', schema: EVY_ADVENTURE_SCHEMA },
  { exportName: 'validateEvyCampaign', schema: EVY_CAMPAIGN_SCHEMA },
  { exportName: 'validateEverzoneCards', schema: EZ_CARDS_SCHEMA },
  { exportName: 'validateEverzoneLocations', schema: EZ_LOCATIONS_SCHEMA },
  { exportName: 'validateEverzoneDecks', schema: EZ_DECKS_SCHEMA },
  { exportName: 'validateEverzoneDeck', schema: EZ_DECK_SCHEMA },
  { exportName: 'validateManorRelics', schema: MANOR_RELICS_SCHEMA },
  { exportName: 'validateManorActions', schema: MANOR_ACTIONS_SCHEMA },
  { exportName: 'validateManorGods', schema: MANOR_GODS_SCHEMA },
  { exportName: 'validateManorRoles', schema: MANOR_ROLES_SCHEMA },
  { exportName: 'validateManorComponents', schema: MANOR_COMPONENTS_SCHEMA },
  { exportName: 'validatePackManifest', schema: PACK_MANIFEST_SCHEMA },
];
