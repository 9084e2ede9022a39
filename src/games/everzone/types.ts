/**
 * EverZone: the contract between the rules (`src/games/everzone`), the card
 * content and its abilities (`content/everzone/`, `abilities/`), the table in the
 * renderer and the AI. Additive changes only; say so in your report.
 *
 * Seats: 1v1 → 2 seats, 2v2 → 4, 3v3 → 6 (team = seat % 2), 1v1v1 → 3 (team = seat).
 */
import type { BaseView, Seat, Viewer } from '../../engine';
import type { RngState } from '../../engine/rng';

// ---------------------------------------------------------------- content

export type Race = 'numan' | 'slurr' | 'uthron';
export type Terrain = 'earth' | 'sea' | 'space';
export type CardType = 'unit' | 'leader' | 'support';

/** The book's skill kinds ("The types of skills"); supports have 'single' or 'extended' effects. */
export type AbilityKind = 'arbitrary' | 'contextual' | 'extended' | 'hybrid' | 'single';

/**
 * A skill or effect in the card vocabulary. The ops and their parameters are
 * defined by `schema.ts` (ABILITY_SCHEMA) and implemented once in `abilities/`.
 * The rules engine never reads `ops`: it asks the hooks (`AbilityHooks`).
 */
export interface AbilityDef {
  kind: AbilityKind;
  /** Our own card text, shown on the card. */
  text: string;
  /** Vocabulary terms, interpreted by `abilities/` only. */
  ops: Record<string, unknown>[];
  /** Contextual skills: the situation that sets them off (added by the cards engineer). */
  trigger?: 'activated' | 'destroyed' | 'attacks-first' | 'clash-start' | 'turn-end';
}

/** A forces card (unit, leader or support) in `content/everzone/cards.json`. */
export interface ForcesCardDef {
  id: string;
  name: string;
  race: Race;
  type: CardType;
  /** Resources needed to be active (units) or in play (supports). */
  cost: number;
  /** Units and leaders only. */
  attack?: number;
  defence?: number;
  range?: number;
  /** Locations where it can be activated / played; leaders: all three. */
  terrains: Terrain[];
  /** Copies allowed in a deck. */
  limit: number;
  ability?: AbilityDef;
}

/** A location card: a Prime or a plain one; one resource value per battle turn. */
export interface LocationDef {
  id: string;
  name: string;
  terrain: Terrain;
  prime: boolean;
  /** Resource limit of each battle turn; its length is the number of turns. */
  resources: number[];
}

/** A deck: one leader, forces cards with counts, and the location cards it brings to the pool. */
export interface DeckDef {
  id: string;
  name: string;
  race: Race;
  leader: string;
  cards: { card: string; count: number }[];
  locations: string[];
}

export interface EverzoneContent {
  cards: ForcesCardDef[];
  locations: LocationDef[];
  decks: DeckDef[];
}

// ---------------------------------------------------------------- config

export type Format = '1v1' | '2v2' | '3v3' | '1v1v1';

export interface EverzoneConfig {
  format: Format;
  /** Command points per player, 10–30; a team's CP is the sum over its players. */
  cpPerPlayer: number;
  /** Deck per seat: a built-in deck id, or a full deck (library decks). */
  decks: (string | DeckDef)[];
  /** 'choose': each team picks its locations in turn, hidden; 'random': drawn from the pool. */
  locations: 'choose' | 'random';
  /** A designer's forces cards (a whole cards file), played instead of the built-in cards. */
  cards?: { cards: ForcesCardDef[] };
  /** A designer's location cards (a whole locations file), played instead of the built-in ones. */
  locationSet?: { locations: LocationDef[] };
}

// ---------------------------------------------------------------- state

/** A card in the game: instance id = index in `EzState.cards`. */
export interface CardInstance {
  id: number;
  def: string;
  /** Who owns it (its piles). */
  owner: Seat;
  /** Who controls it now (Vlad and other possession). */
  controller: Seat;
}

export type UnitSlot = 'active' | 'inactive';

export interface PlayerState {
  seat: Seat;
  team: number;
  deckId: string;
  race: Race;
  /** Instance ids, top first. */
  deck: number[];
  hand: number[];
  /** Face down in front of the player this battle. */
  marshalled: number[];
  /** Revealed units: active (in the army) or deactivated (sideways). */
  active: number[];
  inactive: number[];
  /** Support cards in play this battle. */
  supports: number[];
  retreated: number[];
  fallen: number[];
  /** The leader's instance id and where it is between battles. */
  leader: number;
  leaderState: 'hand' | 'aside' | 'fallen' | 'in-battle';
  /** Mulligan: cards the next redraw may draw (10, then 9, …); kept once decided. */
  mulliganTo: number;
  kept: boolean;
  /** Supports played this battle (the catch-up rule counts them). */
  supportsPlayed: number;
  /** Commitments made but not yet revealed (marshal, reveal): hidden in views. */
  pending: number[] | null;
  /** 1v1v1: the chosen target seat, hidden until all have chosen. */
  target: Seat | null;
}

export interface TeamState {
  team: number;
  seats: Seat[];
  cp: number;
  surrenders: number;
  /** Out of the game (0 CP, or a third surrender). */
  out: boolean;
}

/** Something declared and waiting in the pile: a support's effect or a unit's skill. */
export interface Declaration {
  seat: Seat;
  card: number;
  kind: 'effect' | 'skill';
  /** Targets and choices fixed when declared (instance ids, seats). */
  choice: Record<string, unknown>;
}

/** Lasting modifiers (extended effects) the abilities keep; the engine only stores them. */
export interface Modifier {
  source: number;
  until: 'turn' | 'battle' | 'source-leaves';
  data: Record<string, unknown>;
}

export type EzPhase =
  | 'locations' // teams pick their locations, one at a time, hidden
  | 'mulligan'
  | 'marshal' // simultaneous commitments
  | 'target' // 1v1v1: secret target tokens
  | 'reveal' // simultaneous commitments
  | 'activate' // each seat chooses its active units within the limit
  | 'declare' // supports and skills; passes in turn; the pile resolves when all pass
  | 'clash'
  | 'surrender' // end of battle turn: each side may surrender
  | 'retreat' // optional discards before the next draw
  | 'over';

export interface EzState {
  rng: RngState;
  config: EverzoneConfig;
  cards: CardInstance[];
  players: PlayerState[];
  teams: TeamState[];
  /** Location deck, top first (hidden), and the one in play. */
  locationDeck: string[];
  location: string | null;
  locationsPlayed: number;
  /** 0-based battle turn within the current location. */
  battleTurn: number;
  phase: EzPhase;
  /** Whose move it is within sequential phases (declare, activate, surrender, locations). */
  current: Seat;
  /** Consecutive passes in the declare window. */
  passes: number;
  /** Effects and skills declared, in declaration order (last resolves first; effects before skills). */
  pile: Declaration[];
  modifiers: Modifier[];
  /** 1v1v1: which seats attack which this battle (after targets are revealed). */
  alliances: Seat[][] | null;
  /** Free-form per-ability memory (once-per-battle uses, Ciel's forced re-marshal, …). */
  flags: Record<string, number>;
  log: import('../../engine').LogLine[];
  /** Where the rules stand inside a phase (public; added by the rules engineer). */
  stage: EzStage;
}

/**
 * The rules' bookkeeping inside a phase: all public, shown in views as it is.
 * Sides are the armies of this battle: a team (1v1, 2v2, 3v3), a lone player or two
 * merged allies (1v1v1).
 */
export interface EzStage {
  /** Simultaneous phases (mulligan, marshal, target, reveal, retreat): seats still to choose. */
  waiting: Seat[];
  /** Sequential phases (locations, activate, declare, surrender): seats still to choose, `current` first. */
  queue: Seat[];
  /** 'turn': the activation step; 'forced': after losses, deactivated units must be activated. */
  activation: 'turn' | 'forced';
  /** Seats of each army this battle. */
  sides: Seat[][];
  /** The side each side attacks (index into `sides`). */
  targets: number[];
  /** Groups of sides still to attack in this clash (ties attack together); null outside a clash. */
  clash: number[][] | null;
  /** Location cards still in the pool, face up; and picks each team still has to make. */
  pool: string[];
  picksLeft: number[];
  /** The seat that opens sequential phases this battle (turns rotate with the locations). */
  first: Seat;
  /** Teams that won, once the game is over (several on a tie). */
  winners: number[] | null;
}

// ---------------------------------------------------------------- abilities: the seam

/** Army values after extended skills and effects ("Carapace": the army's value, not the units'). */
export interface ArmyTotals {
  attack: number;
  defence: number;
  range: number;
  resources: number;
}

/**
 * The rules call these at fixed points; `abilities/` implements them from the cards'
 * vocabulary. Every hook works on a state the engine owns (it may mutate it in place:
 * the engine copies before calling). `NO_ABILITIES` is the identity implementation.
 */
export interface AbilityHooks {
  /** Army totals of `team` (the units listed), after modifiers. */
  armyTotals(state: EzState, team: number, base: ArmyTotals): ArmyTotals;
  /**
   * Arbitrary and hybrid skills, supports' effects `seat` may declare now, as actions.
   * `playable`, when given: the supports in hand the rules allow now (the rules drop
   * the others' effects, so they need not be listed).
   */
  declarable(state: EzState, seat: Seat, playable?: readonly number[]): EzAction[];
  /** Resolves one declaration taken from the pile. */
  resolve(state: EzState, declaration: Declaration): void;
  /** Contextual and extended skills react to events (activated, destroyed, attacks-first, turn-end, battle-end). */
  onEvent(state: EzState, event: EzEvent): void;
  /** May `seat` play supports now (Virago)? */
  canPlaySupports(state: EzState, seat: Seat): boolean;
  /** May this unit be destroyed by this cause now (Sea Arrow)? */
  canBeDestroyed(state: EzState, card: number, cause: 'clash' | 'ability'): boolean;
  /**
   * Resources an active unit or a support in play takes now, when a card says otherwise than
   * its printed cost (Gunlid activated from hand). Optional: absent means the printed cost.
   * Added by the cards engineer; the engine should use it wherever it sums resources.
   */
  resourceCost?(state: EzState, card: number): number;
  /**
   * A declaration's choice in words, to append to the card's name (": destroy Anubis"), or "".
   * Optional; added by the cards engineer for menus and the log.
   */
  describeChoice?(state: EzState, card: number, choice: Record<string, unknown>): string;
}

export type EzEvent =
  | { type: 'activated'; card: number }
  | { type: 'destroyed'; card: number }
  | { type: 'attacks-first'; team: number }
  | { type: 'clash-start' }
  | { type: 'turn-end' }
  | { type: 'battle-end' };

// ---------------------------------------------------------------- actions

export type EzAction =
  | { key: string; type: 'pick-location'; location: string }
  | { key: string; type: 'keep-hand' }
  | { key: string; type: 'mulligan' }
  | { key: string; type: 'marshal'; cards: number[] }
  | { key: string; type: 'target'; seat: Seat }
  | { key: string; type: 'reveal'; cards: number[] }
  | { key: string; type: 'activate'; cards: number[] }
  | { key: string; type: 'play-support'; card: number; choice: Record<string, unknown> }
  | { key: string; type: 'use-skill'; card: number; choice: Record<string, unknown> }
  | { key: string; type: 'discard-support'; card: number }
  | { key: string; type: 'pass' }
  | { key: string; type: 'surrender' }
  | { key: string; type: 'fight-on' }
  | { key: string; type: 'retreat-discard'; cards: number[] };

// ---------------------------------------------------------------- view

export interface CardView {
  id: number;
  def: string;
  owner: Seat;
  controller: Seat;
}

export interface PlayerView {
  seat: Seat;
  team: number;
  deckName: string;
  race: Race;
  deckCount: number;
  handCount: number;
  /** Known cards only: the viewer's own hand; others' are null. */
  hand: (CardView | null)[];
  /** Face-down marshalled cards: the owner sees them, others see null. */
  marshalled: (CardView | null)[];
  active: CardView[];
  inactive: CardView[];
  supports: CardView[];
  retreated: CardView[];
  fallen: CardView[];
  leaderState: PlayerState['leaderState'];
  supportsPlayed: number;
  /** Has committed this phase's hidden choice (what is hidden until all commit). */
  committed: boolean;
  /** 1v1v1: the chosen target, once revealed. */
  target: Seat | null;
  /** Resources used of this turn's limit. */
  resourcesUsed: number;
  /** The viewer's own hidden commitment (marshal, reveal) before all have committed; null for others. */
  pending: number[] | null;
}

export interface EverzoneView extends BaseView {
  viewer: Viewer;
  config: EverzoneConfig;
  phase: EzPhase;
  current: Seat;
  players: PlayerView[];
  teams: TeamState[];
  location: LocationDef | null;
  locationsLeft: number;
  locationsPlayed: number;
  battleTurn: number;
  /** This turn's resource limit (per player). */
  limit: number | null;
  armies: (ArmyTotals & { team: number })[];
  /** The declaration pile, bottom first; public once declared. */
  pile: Declaration[];
  winnerTeams: number[] | null;
  /** Public bookkeeping the rules and determinisation need (added by the rules engineer). */
  stage: EzStage;
  passes: number;
  modifiers: Modifier[];
  flags: Record<string, number>;
  /** What is still in the location deck, sorted (its order stays hidden). */
  locationDeckContents: string[];
}
