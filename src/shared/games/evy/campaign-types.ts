/**
 * The Evy campaign as the services hold it: the adventures in order, progress,
 * what carries over, and the local scoreboard. Part of Evy's API (`api.ts` here:
 * methods `campaign.*`, event `campaign.updated`).
 */

/** The book's "Changing difficulty" options: the same shape as Evy's `Difficulty` (src/games/evy/types.ts). */
export interface CampaignDifficulty {
  easier?: ('A' | 'B' | 'C')[];
  harder?: ('A' | 'B' | 'C' | 'D')[];
  /** Easier B: start each adventure with at least this many HP. */
  minHp?: 5 | 6 | 7;
}

/** What a won adventure hands on to the next: Evy's `EvyConfig.carry` (card ids as in content/evy/cards.json). */
export interface CampaignCarry {
  hp: number;
  card?: string;
  /** Easier C: every skill card in hand is kept too. */
  skills?: string[];
  /** Harder B: the kept card's usage tracker is not reset; the uses it had left. */
  cardUses?: number;
}

/** One adventure of the campaign, as the book lists it. */
export interface CampaignAdventureInfo {
  id: string;
  title: string;
  /** 1..13. */
  order: number;
  intro: string;
  cardCount: number;
}

export interface CampaignAdventureProgress extends CampaignAdventureInfo {
  /** 'won' in this campaign, 'current' (the one to play now), or 'locked' (later). */
  state: 'won' | 'current' | 'locked';
  /** Cards picked up in the won attempt: the "Who's the best?" score of this adventure. */
  score: number | null;
  /** Attempts started, lost ones included. */
  attempts: number;
}

/** A campaign in progress (or finished, until a new one starts). */
export interface CampaignProgress {
  player: string;
  difficulty: CampaignDifficulty;
  startedAt: string;
  /** Index into `adventures` of the one to play; equals its length once the campaign is finished. */
  current: number;
  /** What the current adventure starts with (null: the first adventure, nothing carried). */
  carry: CampaignCarry | null;
  /** The open match of the current adventure, if one is being played. */
  matchId: string | null;
  adventures: CampaignAdventureProgress[];
  /** The score so far: cards picked up in every won adventure. */
  total: number;
  finished: boolean;
  /** How the last finished attempt ended, and its match (closed by then). */
  last: { adventure: string; result: 'won' | 'lost'; score: number; matchId?: string } | null;
  /** Which campaign is played: the built-in one, or an `evy-campaign` library item (id and title). */
  source?: { id: string; title: string };
}

/** A campaign the player can start: the built-in one or an `evy-campaign` in the library (installed packs too). */
export interface CampaignChoice {
  /** `builtin-evy-campaign` or the library item's id. */
  id: string;
  title: string;
  adventures: number;
  builtIn: boolean;
}

/** One finished campaign on the local "Who's the best?" scoreboard. */
export interface ScoreboardEntry {
  player: string;
  /** Cards picked up per adventure, in campaign order. */
  scores: { adventure: string; score: number }[];
  total: number;
  finishedAt: string;
  difficulty: CampaignDifficulty;
}

export interface CampaignStatus {
  /** The thirteen adventures in campaign order. */
  adventures: CampaignAdventureInfo[];
  /** Null before the first campaign is started and after one is abandoned. */
  campaign: CampaignProgress | null;
  /** Finished campaigns, best total first. */
  scoreboard: ScoreboardEntry[];
  /** The campaigns that can be started (built-in first); `campaign.start` takes one's id. */
  campaigns?: CampaignChoice[];
}
