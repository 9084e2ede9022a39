/**
 * The full (true) state of a game of A Touch of Evil, as plain JSON. Cards are
 * instance numbers per deck (`cards.ts` maps them to definitions); board spaces
 * are numbers (`board.ts`). Hidden things are card numbers in the decks' draw
 * piles, the Heroes' Event hands and Lair cards, and the Secrets under the Elders;
 * `view.ts` replaces the ones a viewer may not see with -1.
 */
import { copyJson, type LogEntry, type RngState, type Seat } from '../../engine';
import type { CompositeEffect, Effect, Skill } from './effect-types';
import type { CornerDeck, DeckName } from './content-types';
import type { StartJob } from './mystery-start';

export interface TouchConfig {
  /** The Heroes, by id, in seat order (clockwise); one per seat unless `players` is fewer. */
  heroes: string[];
  /** A Villain's id, or `random`: "The villain chosen or random" (drawn from the game's seed). */
  villain: string;
  /**
   * How many players (seats) play the Heroes; every Hero has its own when absent. One player
   * in Cooperative play is Solo as a Team of Heroes; one fewer than the Heroes in the Team
   * Game is an uneven table. The last seat plays the Heroes left over (`seats.ts`).
   */
  players?: number;
  /** The Basic Game option: the Villain's Basic Ability only, the Basic chart side, 8 Secrets removed. */
  basic: boolean;
  /** The style of play (docs/rules/touch.md, "Modes"); Competitive when absent. */
  mode?: 'competitive' | 'cooperative' | 'team' | 'lone-hero';
  /** The Team Game: Heroes per team; teams are neighbours in seat order. */
  teamSize?: number;
  /** A Lone Hero's level of difficulty (`modes.ts` says what each level uses). */
  level?: LoneHeroLevel;
  /** Cooperative play: which Cooperative Mystery Phase Chart ("The players must choose at the beginning of the game"); Basic when absent. */
  mysteryChart?: MysteryChart;
  /** Optional rules agreed before the game. */
  options?: TouchOptions;
}

export type MysteryChart = 'basic' | 'advanced';

export type LoneHeroLevel = 'normal' | 'hunter' | 'master-hunter' | 'insanity' | 'apocalypse';

export interface TouchOptions {
  /** Exchanging Items/Allies in Competitive Play. */
  exchange?: boolean;
  growingDarkness?: boolean;
  /** Holding Back the Darkness (Cooperative Game only). */
  holdingBack?: boolean;
  enduranceOfEvil?: boolean;
  huntingForClues?: boolean;
  /** The Advanced Showdown Chart. */
  showdownChart?: boolean;
}

export interface DeckState {
  /** Face down, top first. */
  draw: number[];
  /** Face up, most recent last. */
  discard: number[];
  /** Removed from the game: never reshuffled. */
  removed: number[];
}

/** An Item or Ally a Hero carries: a Location card, or a Town Item (its index in the Stack). */
export interface Carried {
  deck: CornerDeck | 'town';
  card: number;
}

export interface HeroState {
  hero: string;
  seat: Seat;
  space: number;
  wounds: number;
  investigation: number;
  /** Skill Upgrade markers. */
  upgrades: Record<Skill, number>;
  carried: Carried[];
  /** Event cards in hand (secret). */
  events: number[];
  /** The Lair card held (secret), or null. */
  lair: number | null;
  /** The Lair card was revealed in a Showdown that did not end the game: it stays, now public. */
  lairRevealed: boolean;
  ko: boolean;
  /** A Curse of the Werewolf card (public), or null. */
  curse: number | null;
  /** Transformation markers: at the Curse's threshold the Hero is a Werewolf Hero. */
  transformation: number;
  /** Times KO'd (a Lone Hero at the Apocalypse level loses at 3). */
  kos?: number;
}

export interface MinionCounter {
  /** The Minion's id on the Villain's sheet. */
  minion: string;
  space: number;
  /** A round counter (Rats, Crows): no Fights, no stopping, no displacing. */
  round: boolean;
  /** A Minion that moves at the start of the Mystery Phase has moved in this one. */
  moved?: boolean;
  /** Ambush in the Night: the Hero this Minion was placed to attack (its first round is the Ambush's). */
  ambush?: number;
}

export interface SecretSlot {
  card: number;
  /** Bit per seat: the seats that have seen this card here. */
  seenBy: number;
  faceUp: boolean;
}

export interface ElderState {
  elder: string;
  /** town: a living Town Elder; dead; evil: an Evil Elder with the Villain; removed from the game. */
  status: 'town' | 'dead' | 'evil' | 'removed';
  secrets: SecretSlot[];
  /** On the Hunt: the space of the Elder's marker on the board, or null. */
  hunting: number | null;
  /** Hero of the People: the Hero the Elder travels with, or null. */
  with: number | null;
  /** Sign of the Dark Omen: a Resolve token, discarded to prevent the Elder's death. */
  resolve?: boolean;
}

export interface VillainState {
  villain: string;
  wounds: number;
  /** Permanent Health and Combat upgrades. */
  health: number;
  combat: number;
}

/** Per-turn bookkeeping of the Hero whose turn it is. */
export interface TurnState {
  hero: number;
  step: 'roll' | 'move' | 'actions';
  movesLeft: number;
  start: number;
  /** Spaces entered during this Move (at most one Investigation from each). */
  entered: number[];
  encountered: boolean;
  /** Once-per-turn Actions taken: 'collect', 'heal', 'look', 'lair', 'showdown', 'buy'. */
  used: string[];
  /** The turn ends as soon as what is resolving now is done (an Escape, a KO, an effect). */
  over: boolean;
  /** The movement die showed a 1: the Hero may draw an Event card for free, during the Move. */
  freeEvent: boolean;
}

export interface PartyMember {
  elder: number;
  wounds: number;
  hero: number;
}

/** A Showdown in progress (its Fight is the task on top). */
export interface ShowdownState {
  hero: number;
  lair: number;
  /** Elders in the Hunting Party (indexes into `elders`), the Wounds each has taken, and the Hero each is assigned to (-1: none yet). */
  party: PartyMember[];
  /** lair: the Lair card is revealed and may still be cancelled; party: the Hunting Party is chosen; fight. */
  step: 'lair' | 'party' | 'fight';
  /** The Lair card was cancelled as the Showdown started: the Showdown does not happen. */
  cancelled?: boolean;
  /** In a Showdown fought together: the Hero the space's Militia is assigned to (null: none). */
  militia?: number | null;
  /** The Heroes taking part, in the order they fight (allies join the Hero who started it). */
  heroes: number[];
  /** The Showdown Chart: the Fight's round count when it was last rolled (once a Showdown Fight Round). */
  chartAt?: number;
  /** A Surprise Showdown: the Fight Rounds (one a Hero) in which "Heroes may not use their character Abilities". */
  surprise?: number;
}

export type TestEffect = Extract<CompositeEffect, { op: 'test' }>;

/**
 * When an Event window opens (window.ts): after a Fight Round's dice, after a Skill Test's dice, as a
 * Mystery is drawn, as a Minion Chart Event is rolled, as a Town Elder is about to be killed, as a
 * Lair card is revealed to start a Showdown, and (Cooperative play) before a Hero's Fight Round.
 */
export type WindowTiming = 'fight' | 'test' | 'mystery' | 'chart' | 'elder' | 'showdown' | 'round';

export type Task =
  /** `at`: the space "here" means (default: the Hero's); `fight`: a Victory bonus (Detective does not apply). */
  | { t: 'effects'; hero: number; effects: Effect[]; at?: number; fight?: boolean }
  | { t: 'fight'; fight: FightState }
  /**
   * Every seat holding an Event is asked in turn, from the First Player's (`next`: the position
   * in that order to ask now); `hero` is whose dice these are (null for a Mystery).
   */
  | { t: 'window'; timing: WindowTiming; hero: number | null; next: number }
  /** A Skill Test rolled and waiting for its window: the results come when it closes (`daring`: the Showdown Chart's). */
  | { t: 'test'; hero: number; at: number; fight: boolean; test: TestEffect; dice: number[]; daring?: true }
  /** A Mystery card drawn and waiting for its window (it may be cancelled there). */
  | { t: 'mystery-card'; hero: number; card: number; cancelled: boolean }
  /** A Town Elder about to be killed, waiting for its window: an Event that prevents a Wound may save them. */
  | { t: 'elder-doom'; elder: number; prevented: boolean }
  /** A Minion Chart Event rolled and waiting for its window (it "MAY be canceled by anything that cancels an Event"). */
  | { t: 'chart-event'; hero: number; at: number; name: string; effects: Effect[]; cancelled: boolean }
  /** A roll on the Cooperative Mystery Phase Chart waiting for its window (it may be cancelled there): the result's id. */
  | { t: 'chart-roll'; chart: MysteryChart | 'showdown'; result: string; cancelled: boolean }
  /** The Showdown Chart's Coach Chase (or, `join`, Fight the Good Fight): the Heroes still to be asked whether they follow (join). */
  | { t: 'chase'; heroes: number[]; join: boolean }
  /** The start of the Mystery Phase's Minion moves: Hounds one at a time, in the First Player's order. */
  | { t: 'hounds' }
  /** The cards' start-of-Mystery-Phase effects, in the order the First Player picks. */
  | { t: 'start-jobs'; jobs: StartJob[] }
  /** A Showdown's Accusations: `next` counts seats to the left of the Showdown Hero's, asked one by one. */
  | { t: 'accusations'; next: number }
  /** An Accusation declared and paid for, its Secrets revealed once the window on it closes (Gossip and Rumors may interrupt). */
  | { t: 'accused'; hero: number; elder: number }
  /** A Lair card revealed to start a Showdown: the Showdown begins once the window on it closes, unless the card was cancelled. */
  | { t: 'lair-start' }
  /** A Showdown fought together: the Heroes regroup before a round of Fight Rounds. */
  | { t: 'regroup' }
  /** Allies asked one by one whether they pay to join a Showdown: `next` counts teammates from the starter's. */
  | { t: 'joins'; next: number }
  | { t: 'minion-fights'; space: number }
  | { t: 'ko-loss'; hero: number; left: number }
  | { t: 'mystery'; step: MysteryStep }
  | { t: 'end-turn' };

export type MysteryStep = 'hounds' | 'start' | 'growing' | 'holding' | 'revive' | 'heal' | 'chart' | 'draw' | 'pass';

export interface FightEnemy {
  name: string;
  /**
   * The Villain attacking outside a Showdown: "a single Fight Round should be played out",
   * with no decision before it; each Hit earns 1 Investigation instead of a Wound.
   */
  attack?: boolean;
  /** A Werewolf Hero lashing out (a single round too): the Hero whose Wounds the other Hero's Hits are. */
  werewolf?: number;
  /** Possessed by Madness (a single round): the other Hero, whose Wounds the Hits are; each gains Investigation for its Hits. */
  rival?: number;
  /** Ambush in the Night: in the first round the Minion has double Fight Dice and the Hero no Items, Allies or Abilities. */
  ambush?: boolean;
  fightDice: number;
  health: number;
  fightWith: Skill;
  wounds: number;
  /** A Minion counter on the board: the space it stands on (counters are found by space, one per space). */
  space?: number;
  /** The Villain itself (never defeated outside a Showdown). */
  villain?: boolean;
  victory: Effect[];
  /** A Location card Minion: its deck and instance, discarded when the Fight ends. */
  card?: { deck: CornerDeck; card: number };
}

export interface FightState {
  hero: number;
  enemy: FightEnemy;
  /** Fight Rounds fought so far. */
  rounds: number;
  /** Wounds to prevent in the round being rolled (Events played before its results). */
  prevent: number;
  /** The dice of the round rolled and not yet applied: Events may add to them or re-roll them first. */
  pending: RoundRoll | null;
  /** The dice of the last round, for the log and the view. */
  last: RoundRoll | null;
  /** In a Showdown: the Evil Elder each of the Hero's first Fight Dice is aimed at, declared before rolling. */
  aimed?: number[];
  /** Fight Dice added to (or, held back, taken from) the next round only: a Resolve token, Possessed by Madness. */
  extraDice?: number;
  /** In a Showdown: whether a Selfless Martyr was offered this round's Wounds. */
  martyrAsked?: boolean;
  /** In a Showdown: the part of `prevent` that shields the Hero alone (a Selfless Martyr's). */
  heroOnly?: number;
  /** In a Showdown: the party Elders the Hero chose to shield with the round's prevention (unset: not asked). */
  protect?: number[];
  /** Cooperative play: the Hero whose coming round the other seats were offered Events before (cleared as a round is applied). */
  roundOffered?: number;
}

export type RoundRoll = { hero: number[]; enemy: number[] };

/** A question to one seat; the answer is an action whose key the prompt lists (legal.ts). */
export type Prompt =
  | { kind: 'choose'; hero: number; options: { label: string; cost: number; effects: Effect[] }[] }
  | { kind: 'keep'; hero: number; deck: DeckName; cards: number[]; keep: number }
  | { kind: 'peek'; hero: number }
  | { kind: 'replace-secret'; hero: number; elder: number }
  | { kind: 'discard-item'; hero: number; left: number; reason: 'effect' | 'carry' }
  | { kind: 'ko-loss'; hero: number; left: number }
  | { kind: 'lair-keep'; hero: number; cards: number[] }
  | { kind: 'party'; hero: number }
  /** The First Player breaks a tie the book gives them: who fights a Minion first, which Hound moves first. */
  | { kind: 'first-fights'; hero: number; space: number; heroes: number[] }
  | { kind: 'hound-order'; hero: number; hounds: number[] }
  /** Ghost Soldiers push a Hero back: to which of the spaces farther from the Town Hall. */
  | { kind: 'push-back'; hero: number; spaces: number[] }
  /** Selfless Martyr: the Showdown Hero may let the Elder take this round's Wounds. */
  | { kind: 'martyr'; hero: number; elder: number }
  /** Healing between Showdown Fight Rounds: the Hero or a wounded Elder of its Hunting Party. */
  | { kind: 'heal-whom'; hero: number; elder: number; amount: number | 'all' }
  /** A card's prevention in a Showdown round: which hit Elders it shields (`left` Wounds to give), the rest the Hero. */
  | { kind: 'protect'; hero: number; elders: number[]; left: number }
  /** A Showdown fought together: the First Player assigns the Elders and the Militia to the Heroes. */
  | { kind: 'regroup'; hero: number }
  /** Accusations: each other seat in turn may accuse one Town Elder when a Showdown starts. */
  | { kind: 'accuse'; hero: number }
  /** An ally of the Showdown Hero may pay the Lair card's cost to join the Showdown. */
  | { kind: 'join'; hero: number }
  /** Exchanging Items/Allies in Competitive play: `hero` accepts or refuses the card `from` offers. */
  | { kind: 'gift'; hero: number; from: number; position: number }
  /** Holding Back the Darkness: the First Player answers whether every Hero pays. */
  | { kind: 'hold-back'; hero: number }
  /** The Cooperative chart: the Heroes may take `wounds` between them instead of the track moving `steps`. */
  | { kind: 'shield'; hero: number; steps: number; wounds: number }
  /** The First Player picks among Elders of equal lowest Honor, or the next thing to happen at the start of the Mystery Phase. */
  | { kind: 'pick-elder'; hero: number; elders: number[]; effect: ElderEffect }
  | { kind: 'order'; hero: number }
  /** Sign of the Dark Omen: the First Player picks the dead Town Elder who returns, or (`resolve`) the Elder who gains a Resolve token. */
  | { kind: 'omen'; hero: number; elders: number[]; resolve: boolean }
  /** Possessed by Madness: how many Fight Dice the Hero rolls, from `min` (basic Combat) to `max`. */
  | { kind: 'madness-dice'; hero: number; min: number; max: number }
  /** Daring Confrontation: which Hero taking part makes the Honor 6+ Test. */
  | { kind: 'confronter'; hero: number; heroes: number[] }
  /** Daring Confrontation failed: every Hero taking part takes 1 Wound, or the Showdown is canceled. */
  | { kind: 'confront'; hero: number }
  /** Coach Chase: pay `cost` to follow the Showdown; Fight the Good Fight (`join`): join it for free. */
  | { kind: 'chase'; hero: number; cost: number; join: boolean };

export type ElderEffect = Extract<Effect, { op: 'elder-secret' | 'kill-elder' }>;

export interface TouchState {
  config: TouchConfig;
  rng: RngState;
  phase: 'turn' | 'mystery' | 'over';
  round: number;
  /** Index into `heroes` of the First Player's Hero. */
  first: number;
  heroes: HeroState[];
  turn: TurnState;
  track: number;
  villain: VillainState;
  minions: MinionCounter[];
  /** Investigation markers on each space. */
  clues: number[];
  /** Militia markers on each space. */
  militia: number[];
  decks: Record<DeckName, DeckState>;
  /** Town Items still in the Stack (indexes into the content list). */
  townItems: number[];
  elders: ElderState[];
  /** Mystery cards that Remain in Play. */
  inPlay: number[];
  tasks: Task[];
  prompt: Prompt | null;
  showdown: ShowdownState | null;
  /** The Elder a Hero peeked at last (Gossip and Rumors replaces one of its Secrets). */
  lastPeek: { hero: number; elder: number } | null;
  /** The seat whose Hero won, or null; the Villain won when the game is over with none. */
  winner: Seat | null;
  log: LogEntry[];
}

/** The log of a search copy: no decision reads the log, so search never writes one. */
export const NO_LOG: LogEntry[] = Object.freeze([]) as unknown as LogEntry[];

/**
 * A deep copy the caller owns. The config and the log's lines are shared, not copied:
 * neither is ever written after it is made, and copying a log that grows with every
 * move would make each move cost more than the last.
 */
export function cloneState(state: TouchState): TouchState {
  const copy = copyJson({ ...state, config: null, log: NO_LOG }) as unknown as TouchState;
  copy.config = state.config;
  copy.log = state.log === NO_LOG ? NO_LOG : state.log.slice();
  return copy;
}

/** A copy for search: the same state without its log (`Game.forSearch`). */
export function searchCopy(state: TouchState): TouchState {
  return cloneState({ ...state, log: NO_LOG });
}

export function logLine(state: TouchState, text: string, seat?: Seat, secret?: LogEntry['secret']): void {
  if (state.log === NO_LOG) return;
  const entry: LogEntry = seat === undefined ? { text } : { seat, text };
  if (secret) entry.secret = secret;
  state.log.push(entry);
}

export function heroAt(state: TouchState, index: number): HeroState {
  const hero = state.heroes[index];
  if (!hero) throw new Error(`No Hero ${index} in this game.`);
  return hero;
}
