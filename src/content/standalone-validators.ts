/**
 * The content checks for the renderer: the same `checkContentText` as the
 * services, with the standalone validators generated at build time
 * (`generated/validators.ts`, no eval, so the CSP holds). Import this module
 * in the renderer; never `ajv.ts`, which compiles schemas at runtime.
 */
import type { ContentProblem, ContentType } from '../shared/api';
import { checkContentText, type ContentCheck, type ContentValidators, type SchemaValidator } from './check-text';
import {
  validateEverzoneCards,
  validateEverzoneDeck,
  validateEverzoneDecks,
  validateEverzoneLocations,
  validateEvyAdventure,
  validateEvyCampaign,
  validateEvyCards,
  validateManorActions,
  validateManorComponents,
  validateManorGods,
  validateManorRelics,
  validateManorRoles,
  validatePackManifest,
  validateQueenCards,
  validateQueenCharacters,
} from './generated/validators';

export const STANDALONE_CONTENT_VALIDATORS: ContentValidators = {
  'queen-cards': validateQueenCards as SchemaValidator,
  'queen-characters': validateQueenCharacters as SchemaValidator,
  'evy-cards': validateEvyCards as SchemaValidator,
  'evy-adventure': validateEvyAdventure as SchemaValidator,
  'evy-campaign': validateEvyCampaign as SchemaValidator,
  'everzone-cards': validateEverzoneCards as SchemaValidator,
  'everzone-locations': validateEverzoneLocations as SchemaValidator,
  'everzone-decks': validateEverzoneDecks as SchemaValidator,
  'everzone-deck': validateEverzoneDeck as SchemaValidator,
  'manor-relics': validateManorRelics as SchemaValidator,
  'manor-actions': validateManorActions as SchemaValidator,
  'manor-gods': validateManorGods as SchemaValidator,
  'manor-roles': validateManorRoles as SchemaValidator,
  'manor-components': validateManorComponents as SchemaValidator,
};

/** Checks a pack's manifest against its schema (format version 1). */
export const validatePackManifestStandalone = validatePackManifest as SchemaValidator;

/** Schema and semantic checks of a content text, in the browser. */
export function checkContentInBrowser(type: ContentType, text: string): ContentCheck {
  return checkContentText(type, text, STANDALONE_CONTENT_VALIDATORS);
}

export type { ContentCheck, ContentProblem };
