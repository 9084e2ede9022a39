/**
 * The Evy campaign: the thirteen adventures of the book in order, played as
 * ordinary matches of the match service (one human seat). A won adventure
 * records its score and carries the kept card and HP on; a lost one is played
 * again from the same start ("you lose the adventure and have to start over
 * again"). Progress and the scoreboard are saved after every change, and
 * operations run one at a time so two clicks never race.
 */
import type { Adventure, EvyConfig, EvyView } from '../../../../games/evy/types';
import type {
  ApiEvent,
  CampaignAdventureProgress,
  CampaignChoice,
  CampaignDifficulty,
  CampaignProgress,
  CampaignStatus,
  MatchSummary,
  ScoreboardEntry,
} from '../../../../shared/api';
import { badRequest, notFound, ServiceError } from '../../../errors';
import { summarize, type LiveMatch } from '../../../match/live-match';
import { adventureResult } from './adventure-result';
import { SCOREBOARD_SIZE, type CampaignStore, type StoredCampaign } from './campaign-store';
import { BUILT_IN_CAMPAIGN_ID, type CampaignLibrary } from './library-campaigns';

/** What the campaign needs of the match service. */
export interface CampaignMatches {
  create(req: { game: string; config: unknown; seats: { kind: 'human'; name?: string }[] }): Promise<MatchSummary>;
  require(matchId: string): LiveMatch;
  close(matchId: string): Promise<{ closed: true }>;
}

export interface CampaignDeps {
  adventures: readonly Adventure[];
  matches: CampaignMatches;
  store: CampaignStore;
  /** Campaigns from the content library (imported packs too); without it only the book's is offered. */
  library?: CampaignLibrary;
  emit(event: ApiEvent): void;
  now?(): Date;
}

export const EVY_GAME_ID = 'evy';

export class CampaignService {
  private campaign: StoredCampaign | null = null;
  private scoreboard: ScoreboardEntry[] = [];
  private queue: Promise<unknown> = Promise.resolve();
  /** The campaigns to choose from, as last read from the library (refreshed by `status`). */
  private choices: CampaignChoice[] | undefined;

  constructor(private readonly deps: CampaignDeps) {}

  /** Reads the saved progress; call after the matches are restored, so the open match is found. */
  async start(): Promise<void> {
    this.campaign = await this.deps.store.loadCampaign();
    this.scoreboard = await this.deps.store.loadScoreboard();
    // A campaign written by a build with other adventures cannot go on: keep the scores, drop the progress.
    if (this.campaign && !this.sameAdventures(this.campaign)) {
      console.error('[campaign] the saved campaign lists other adventures than this build; it was set aside.');
      this.campaign = null;
    }
  }

  status(): Promise<CampaignStatus> {
    return this.serial(async () => {
      await this.settleOpenMatch();
      this.choices = await this.deps.library?.list();
      return this.snapshot();
    });
  }

  begin(player: string, difficulty: CampaignDifficulty = {}, campaignId?: string): Promise<CampaignStatus> {
    return this.serial(async () => {
      const source = await this.sourceOf(campaignId);
      await this.closeOpenMatch();
      this.campaign = {
        player: player.trim(),
        difficulty: structuredClone(difficulty),
        startedAt: this.now(),
        current: 0,
        carry: null,
        matchId: null,
        adventures: (source?.adventures ?? this.deps.adventures).map((a) => ({
          adventure: a.id,
          score: null,
          attempts: 0,
        })),
        last: null,
        ...(source ? { source } : {}),
      };
      return this.changed();
    });
  }

  play(): Promise<{ status: CampaignStatus; match: MatchSummary }> {
    return this.serial(async () => {
      const campaign = this.requireCampaign();
      await this.settleOpenMatch();
      if (campaign.current >= campaign.adventures.length) {
        throw badRequest('This campaign is finished: every adventure is won. Start a new campaign to play again.');
      }
      if (campaign.matchId !== null) {
        return { status: this.snapshot(), match: this.matchSummary(campaign.matchId) };
      }
      const adventure = this.adventuresOf(campaign)[campaign.current] as Adventure;
      // A library campaign's adventures are played as designers' adventures (the engine checks them first).
      const config: EvyConfig = campaign.source
        ? { custom: structuredClone(adventure), difficulty: structuredClone(campaign.difficulty) }
        : { adventure: adventure.id, difficulty: structuredClone(campaign.difficulty) };
      if (campaign.carry) config.carry = structuredClone(campaign.carry) as EvyConfig['carry'];
      const match = await this.deps.matches.create({
        game: EVY_GAME_ID,
        config,
        seats: [{ kind: 'human', name: campaign.player }],
      });
      campaign.matchId = match.id;
      (campaign.adventures[campaign.current] as StoredCampaign['adventures'][number]).attempts++;
      return { status: await this.changed(), match };
    });
  }

  finish(matchId: string): Promise<CampaignStatus> {
    return this.serial(async () => {
      const campaign = this.requireCampaign();
      // Already taken into account (a status call settled it first): the same answer again.
      if (campaign.matchId === null && campaign.last?.matchId === matchId) return this.snapshot();
      if (campaign.matchId !== matchId) {
        throw badRequest(`The match "${matchId}" is not the campaign's current adventure.`);
      }
      if (!(await this.settleOpenMatch())) {
        throw new ServiceError('bad-request', 'The adventure is still being played; finish it first.');
      }
      return this.snapshot();
    });
  }

  abandon(): Promise<CampaignStatus> {
    return this.serial(async () => {
      await this.closeOpenMatch();
      this.campaign = null;
      return this.changed();
    });
  }

  /**
   * Takes the result of the campaign's open match if it is over (true), forgets a match that
   * was closed meanwhile (the attempt simply ends), and leaves a match still in play alone.
   */
  private async settleOpenMatch(): Promise<boolean> {
    const campaign = this.campaign;
    if (!campaign || campaign.matchId === null) return false;
    const match = this.findMatch(campaign.matchId);
    if (!match) {
      campaign.matchId = null;
      await this.changed();
      return false;
    }
    const view = match.game.view(match.state, 0) as EvyView;
    const result = match.game.isOver(match.state) ? adventureResult(view, campaign.difficulty) : null;
    if (!result) return false;
    const entry = campaign.adventures[campaign.current] as StoredCampaign['adventures'][number];
    campaign.last = { adventure: entry.adventure, result: result.result, score: result.score, matchId: match.id };
    campaign.matchId = null;
    if (result.result === 'won') {
      entry.score = result.score;
      campaign.carry = result.carry;
      campaign.current++;
      if (campaign.current === campaign.adventures.length) this.recordFinished(campaign);
    }
    await this.deps.matches.close(match.id);
    await this.changed();
    return true;
  }

  private recordFinished(campaign: StoredCampaign): void {
    const scores = campaign.adventures.map((a) => ({ adventure: a.adventure, score: a.score ?? 0 }));
    this.scoreboard = [
      ...this.scoreboard,
      {
        player: campaign.player,
        scores,
        total: scores.reduce((sum, s) => sum + s.score, 0),
        finishedAt: this.now(),
        difficulty: structuredClone(campaign.difficulty),
      },
    ]
      .sort((a, b) => b.total - a.total || a.finishedAt.localeCompare(b.finishedAt))
      .slice(0, SCOREBOARD_SIZE);
  }

  private async closeOpenMatch(): Promise<void> {
    const id = this.campaign?.matchId;
    if (id && this.findMatch(id)) await this.deps.matches.close(id);
  }

  private findMatch(matchId: string): LiveMatch | null {
    try {
      return this.deps.matches.require(matchId);
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'not-found') return null;
      throw error;
    }
  }

  private matchSummary(matchId: string): MatchSummary {
    const match = this.findMatch(matchId);
    if (!match) throw notFound(`The campaign's match "${matchId}" is no longer open.`);
    return summarize(match);
  }

  private requireCampaign(): StoredCampaign {
    if (!this.campaign) throw badRequest('No campaign has been started; start one with a player name first.');
    return this.campaign;
  }

  /** Saves both files and tells listeners; the status it returns is what was saved. */
  private async changed(): Promise<CampaignStatus> {
    await this.deps.store.saveCampaign(this.campaign);
    await this.deps.store.saveScoreboard(this.scoreboard);
    const status = this.snapshot();
    this.deps.emit({ type: 'campaign.updated', status });
    return status;
  }

  private snapshot(): CampaignStatus {
    return {
      adventures: this.adventuresOf(this.campaign).map(info),
      campaign: this.campaign ? this.progress(this.campaign) : null,
      scoreboard: structuredClone(this.scoreboard),
      ...(this.choices ? { campaigns: structuredClone(this.choices) } : {}),
    };
  }

  /** The adventures of a campaign: a library campaign's own, else the book's. */
  private adventuresOf(c: StoredCampaign | null): readonly Adventure[] {
    return c?.source?.adventures ?? this.deps.adventures;
  }

  /** The library campaign to start (undefined: the book's); unknown or broken ones are refused with the reason. */
  private async sourceOf(campaignId: string | undefined) {
    if (campaignId === undefined || campaignId === BUILT_IN_CAMPAIGN_ID) return undefined;
    if (!this.deps.library) throw notFound('Only the built-in campaign can be played here.');
    return this.deps.library.load(campaignId);
  }

  private progress(c: StoredCampaign): CampaignProgress {
    const adventures: CampaignAdventureProgress[] = this.adventuresOf(c).map((a, i) => {
      const stored = c.adventures[i];
      return {
        ...info(a),
        state: i < c.current ? 'won' : i === c.current ? 'current' : 'locked',
        score: stored?.score ?? null,
        attempts: stored?.attempts ?? 0,
      };
    });
    return {
      player: c.player,
      difficulty: structuredClone(c.difficulty),
      startedAt: c.startedAt,
      current: c.current,
      carry: c.carry ? structuredClone(c.carry) : null,
      matchId: c.matchId,
      adventures,
      total: adventures.reduce((sum, a) => sum + (a.score ?? 0), 0),
      finished: c.current >= adventures.length,
      last: c.last ? { ...c.last } : null,
      ...(c.source ? { source: { id: c.source.id, title: c.source.title } } : {}),
    };
  }

  private sameAdventures(c: StoredCampaign): boolean {
    const ids = this.adventuresOf(c).map((a) => a.id);
    return c.adventures.length === ids.length && c.adventures.every((a, i) => a.adventure === ids[i]);
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private now(): string {
    return (this.deps.now?.() ?? new Date()).toISOString();
  }
}

function info(a: Adventure) {
  return { id: a.id, title: a.title, order: a.order, intro: a.intro, cardCount: a.cardCount };
}
