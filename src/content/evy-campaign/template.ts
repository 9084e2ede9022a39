/** The built-in `evy-campaign` (the book's thirteen adventures by id) and a small one to start a new campaign from. */
import { EVY_ADVENTURES } from '../../games/evy/content';
import type { EvyCampaignDocument } from './check';
import { EVY_CAMPAIGN_SCHEMA } from './schema';

export function bookCampaign(): EvyCampaignDocument {
  return {
    $schema: EVY_CAMPAIGN_SCHEMA.$id,
    title: "The book's campaign",
    adventures: EVY_ADVENTURES.map((a) => a.id),
  };
}

export function evyCampaignTemplate(): unknown {
  return { $schema: EVY_CAMPAIGN_SCHEMA.$id, title: 'My campaign', adventures: ['park', 'street'] };
}
