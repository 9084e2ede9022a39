/**
 * What a finished Evy match means for the campaign, read from the player's own
 * view (the contract the rules promise), never from the rules' private state:
 * won or lost, the "Who's the best?" score (cards picked up on every map), and
 * what is carried into the next adventure — "You get to keep one of your cards
 * and restore its usage tracker for the next adventure. You also get to keep
 * any HP over 5." — adjusted by the difficulty options.
 */
import { evyCard } from '../../../../games/evy/content';
import type { EvyCardId, EvyView } from '../../../../games/evy/types';
import type { CampaignCarry, CampaignDifficulty } from '../../../../shared/api';

export interface AdventureResult {
  result: 'won' | 'lost';
  /** Cards picked up (turned over) on every map of the adventure. */
  score: number;
  /** What the next adventure starts with (only for a won adventure). */
  carry: CampaignCarry | null;
}

/** The result of a match that is over; null while it is still being played. */
export function adventureResult(view: EvyView, difficulty: CampaignDifficulty): AdventureResult | null {
  if (view.phase !== 'over' || view.result === null) return null;
  const score = view.picked.reduce((sum, n) => sum + n, 0);
  if (view.result === 'lost') return { result: 'lost', score, carry: null };
  return { result: 'won', score, carry: carryOn(view, difficulty) };
}

function carryOn(view: EvyView, difficulty: CampaignDifficulty): CampaignCarry {
  const carry: CampaignCarry = { hp: view.hp };
  // Harder C: "Don't take any cards with you into the next adventure".
  if (view.kept !== null && !difficulty.harder?.includes('C')) {
    carry.card = view.kept;
    // Harder B: "Don't reset the usage tokens on the card you keep".
    const uses = view.hand.find((c) => c.def === view.kept)?.usesLeft;
    if (difficulty.harder?.includes('B') && uses !== undefined) carry.cardUses = uses;
  }
  // Easier C: "also keep any and all skill cards you find" (the kept card is not counted twice).
  if (difficulty.easier?.includes('C')) {
    const skills = skillsInHand(view).filter((id) => id !== carry.card);
    if (skills.length > 0) carry.skills = skills;
  }
  return carry;
}

function skillsInHand(view: EvyView): EvyCardId[] {
  return view.hand.map((c) => c.def).filter((id) => evyCard(id).kind === 'skill');
}
