/**
 * Putting one of the user's adventures into a campaign of theirs: the adventure is embedded
 * whole (a campaign shared as a pack then carries it), appended after the others. The campaign's
 * own checks decide what may be saved; this refuses, in words, only what it can see first.
 */
import { MAX_CAMPAIGN_ADVENTURES } from '../../../../../content/evy-campaign/schema';
import { evyCampaignTemplate } from '../../../../../content/evy-campaign/template';
import type { Adventure } from '../../../../../games/evy/types';

export type AddResult = { ok: true; text: string } | { ok: false; problem: string };

interface CampaignShape {
  title: string;
  adventures: (string | { id: string })[];
}

/** The campaign text with `adventure` added last, or why it cannot be. */
export function campaignWithAdventure(campaignText: string, adventure: Adventure): AddResult {
  let campaign: CampaignShape;
  try {
    campaign = JSON.parse(campaignText) as CampaignShape;
  } catch {
    return { ok: false, problem: 'This campaign is not readable JSON; open it in the library to mend it first.' };
  }
  if (!Array.isArray(campaign.adventures)) {
    return { ok: false, problem: 'This campaign has no list of adventures; open it in the library to mend it first.' };
  }
  const ids = campaign.adventures.map((entry) => (typeof entry === 'string' ? entry : entry.id));
  if (ids.includes(adventure.id)) {
    return {
      ok: false,
      problem: `“${campaign.title}” already has an adventure with the id "${adventure.id}": each adventure once.`,
    };
  }
  if (campaign.adventures.length >= MAX_CAMPAIGN_ADVENTURES) {
    return {
      ok: false,
      problem: `“${campaign.title}” already has ${MAX_CAMPAIGN_ADVENTURES} adventures, the most a campaign holds.`,
    };
  }
  return { ok: true, text: stringify({ ...campaign, adventures: [...campaign.adventures, adventure] }) };
}

/** A new campaign named `title` holding only `adventure`. */
export function newCampaignWith(title: string, adventure: Adventure): string {
  const template = evyCampaignTemplate() as Record<string, unknown>;
  return stringify({ ...template, title, adventures: [adventure] });
}

function stringify(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
