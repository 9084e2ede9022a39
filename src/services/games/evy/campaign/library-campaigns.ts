/**
 * Campaigns from the content library: every `evy-campaign` item (made by hand
 * or installed from a pack) can be started from the campaign screen and plays
 * like the book's. The built-in `evy-campaign` item *is* the book's campaign,
 * so it is played as before (by adventure id, progress compatible with older
 * saves); any other is resolved here into its adventures, which the campaign
 * keeps with its progress so a later edit of the item does not change a
 * campaign already under way.
 */
import { checkEvyCampaign, campaignAdventures, type EvyCampaignDocument } from '../../../../content/evy-campaign/check';
import type { Adventure } from '../../../../games/evy/types';
import type { CampaignChoice, LibraryItemInfo } from '../../../../shared/api';
import { badRequest } from '../../../errors';

export const BUILT_IN_CAMPAIGN_ID = 'builtin-evy-campaign';

/** A library campaign resolved for play. */
export interface CampaignSource {
  id: string;
  title: string;
  adventures: Adventure[];
}

export interface CampaignLibrary {
  list(): Promise<CampaignChoice[]>;
  load(id: string): Promise<CampaignSource>;
}

/** What the campaigns need of the content library. */
export interface CampaignLibraryAccess {
  list(req: { type: 'evy-campaign' }): Promise<LibraryItemInfo[]>;
  getContent(id: string): Promise<{ type: string; text: string; info: LibraryItemInfo }>;
}

export function campaignLibrary(library: CampaignLibraryAccess, builtInCount: number): CampaignLibrary {
  const read = async (id: string): Promise<{ info: LibraryItemInfo; doc: EvyCampaignDocument }> => {
    const item = await library.getContent(id);
    if (item.type !== 'evy-campaign') throw badRequest(`"${item.info.name}" is not an Evy campaign.`);
    return { info: item.info, doc: JSON.parse(item.text) as EvyCampaignDocument };
  };
  return {
    async list() {
      const items = await library.list({ type: 'evy-campaign' });
      const choices: CampaignChoice[] = [
        { id: BUILT_IN_CAMPAIGN_ID, title: "The book's campaign", adventures: builtInCount, builtIn: true },
      ];
      for (const info of items.filter((i) => !i.builtIn)) {
        try {
          const { doc } = await read(info.id);
          choices.push({ id: info.id, title: doc.title, adventures: doc.adventures.length, builtIn: false });
        } catch (error) {
          // One unreadable item must not hide the others; it is named in the log.
          console.error(`[campaign] the library campaign ${info.id} could not be read:`, error);
        }
      }
      return choices;
    },
    async load(id) {
      const { info, doc } = await read(id);
      const errors = checkEvyCampaign(doc).filter((p) => p.severity === 'error');
      if (errors.length > 0) {
        throw badRequest(
          `The campaign "${info.name}" cannot be played until its errors are fixed.`,
          errors.map((p) => `${p.path}: ${p.message}`),
        );
      }
      return { id, title: doc.title, adventures: campaignAdventures(doc) };
    },
  };
}
