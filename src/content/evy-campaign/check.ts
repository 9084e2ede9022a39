/**
 * Checks of an `evy-campaign` beyond its schema: ids name built-in adventures,
 * no adventure appears twice (progress is kept per adventure id), and every
 * embedded adventure passes the adventure checks (its problems pointed at it in
 * the campaign file, "adventures/2/maps/0/…").
 */
import { EVY_ADVENTURES } from '../../games/evy/content';
import type { Adventure } from '../../games/evy/types';
import type { ContentProblem } from '../../shared/api';
import { checkEvyAdventure } from '../checks/evy';
import { error, pointer } from '../checks/pointer';

export interface EvyCampaignDocument {
  $schema?: string;
  title: string;
  intro?: string;
  adventures: (string | Adventure)[];
}

export function checkEvyCampaign(campaign: EvyCampaignDocument): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const seen = new Map<string, number>();
  campaign.adventures.forEach((entry, i) => {
    const id = typeof entry === 'string' ? entry : entry.id;
    if (typeof entry === 'string' && !EVY_ADVENTURES.some((a) => a.id === entry)) {
      const known = EVY_ADVENTURES.map((a) => a.id).join(', ');
      problems.push(
        error(
          pointer('adventures', i),
          `there is no built-in adventure "${entry}"; name one of ${known}, or embed the adventure itself`,
        ),
      );
    }
    const earlier = seen.get(id);
    if (earlier !== undefined) {
      problems.push(
        error(
          pointer('adventures', i),
          `"${id}" is already adventure ${earlier + 1}; each adventure once (or give it another id)`,
        ),
      );
    } else seen.set(id, i);
    if (typeof entry !== 'string') {
      for (const p of checkEvyAdventure(entry)) {
        problems.push({
          ...p,
          path: `${pointer('adventures', i)}${p.path}`,
          message: `adventure ${i + 1}: ${p.message}`,
        });
      }
    }
  });
  return problems;
}

/** The campaign's adventures in order, ids resolved to the built-in ones (call on a checked document). */
export function campaignAdventures(campaign: EvyCampaignDocument): Adventure[] {
  return campaign.adventures.map((entry) => {
    if (typeof entry !== 'string') return structuredClone(entry);
    const builtIn = EVY_ADVENTURES.find((a) => a.id === entry);
    if (!builtIn) throw new Error(`There is no built-in adventure "${entry}".`);
    return structuredClone(builtIn);
  });
}
