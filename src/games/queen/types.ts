/**
 * Types of The Girl vs. the Evil Queen: content (cards, characters), config,
 * actions and the view. The view is the contract with the renderer and the AI.
 */
import type { BaseView, Seat, Viewer } from '../../engine';

// ---------------------------------------------------------------- content

/**
 * The small vocabulary card and ability effects are written in. Each op is
 * implemented once in `effects.ts`; content picks ops and numbers.
 */
export type Effect =
  /** The acting player's team looks at the top `count` cards of the draw pile. */
  | { op: 'peek'; count: number }
  /** End the turn at once without drawing. */
  | { op: 'skip' }
  /** Take a random card from the hand of a chosen living opponent. */
  | { op: 'steal' }
  /** Shuffle the draw pile; face-up Demons stay face up where they land. */
  | { op: 'shuffle' }
  /** Move one face-up Demon of the draw pile to any position. */
  | { op: 'move-demon' }
  /** Discard a weapon of your choice from a chosen opponent's table. */
  | { op: 'disarm' }
  /** Give a card of your choice from your hand to a living ally. */
  | { op: 'give' }
  /** Take a weapon of your choice from the discard pile onto your table. */
  | { op: 'recover-weapon' }
  /** Draw 1 card from the bottom of the draw pile (a Demon drawn so is met as usual); the turn goes on. */
  | { op: 'draw-bottom' }
  /** A chosen opponent must discard a card of their choice from their hand. */
  | { op: 'drain' };

export type CardKind = 'action' | 'points' | 'weapon' | 'demon';

export interface CardDef {
  id: string;
  name: string;
  kind: CardKind;
  /** Copies in the box. For the Basic Sword: one per player is used, the rest are removed. */
  copies: number;
  text: string;
  /** Action cards: what playing it does. */
  effect?: Effect;
  /** Ability Points cards: how many points it gives. */
  points?: number;
}

export interface AbilityDef {
  id: string;
  name: string;
  cost: number;
  effect: Effect;
  text: string;
}

export type Side = 'alone' | 'team';

export type CharacterId = 'girl' | 'robot' | 'queen' | 'shadow-robot';

export interface CharacterDef {
  id: CharacterId;
  name: string;
  /** 0: the Girl's team, 1: the Evil Queen's team. */
  team: 0 | 1;
  sides: Record<Side, { abilities: AbilityDef[] }>;
}

export interface QueenContent {
  cards: CardDef[];
  characters: CharacterDef[];
}

// ---------------------------------------------------------------- config

export interface QueenConfig {
  players: 2 | 3 | 4;
  /** 'euro': allies share one life and may use each other's weapons. */
  variant: 'standard' | 'euro';
}

// ---------------------------------------------------------------- actions

export type Direction = 'clockwise' | 'counter-clockwise';

/** Card instances are numbered; `card` fields are instance ids. */
export type QueenAction =
  | { key: string; type: 'choose-order'; direction: Direction }
  | { key: string; type: 'play-action'; card: number }
  | { key: string; type: 'play-points'; card: number }
  | { key: string; type: 'play-weapon'; card: number }
  | { key: string; type: 'use-ability'; ability: string }
  /** End the turn by drawing the top card. */
  | { key: string; type: 'draw' }
  /** Answers to the pending prompt (a 'choose-demon' prompt is answered with 'choose-card', the Demon's id). */
  | { key: string; type: 'choose-seat'; seat: Seat }
  | { key: string; type: 'choose-card'; card: number }
  | { key: string; type: 'choose-position'; position: number };

// ---------------------------------------------------------------- view

/** A card the viewer can see. */
export interface CardView {
  id: number;
  def: string;
}

/** One place in the draw pile, top first. `card` is null when the viewer does not know it. */
export interface PileSlotView {
  card: CardView | null;
  /** Face-up Demons are seen by everyone at their place in the pile. */
  faceUp: boolean;
  /**
   * Teams that know this slot's card (a peek, or a face-up Demon). Public: everyone
   * saw the peek, even those who did not see the card.
   */
  knownTo?: (0 | 1)[];
}

export type PromptKind =
  | 'choose-seat' // a target player (steal, disarm, drain)
  | 'choose-card' // a card: to give, to discard, a weapon to defeat a Demon or recover
  | 'choose-position' // where in the draw pile: placing or moving a Demon
  | 'choose-demon'; // which face-up Demon to move

/** Why a prompt is open: which step of which effect it resolves. */
export type PromptPurpose =
  | 'steal-target' // choose-seat: whom to steal from
  | 'disarm-target' // choose-seat: whose table to disarm
  | 'drain-target' // choose-seat: who must discard
  | 'disarm-weapon' // choose-card: which of the target's weapons goes
  | 'drain-discard' // choose-card: the target picks the card they discard
  | 'give-card' // choose-card: the card handed to the ally
  | 'recover-weapon' // choose-card: the weapon taken back from the discard pile
  | 'defeat-demon' // choose-card: the weapon that defeats the drawn Demon
  | 'pick-demon' // choose-demon: which face-up Demon to move
  | 'move-demon' // choose-position: where the moved Demon goes
  | 'place-demon'; // choose-position: where the drawn Demon goes back

/** Everything a prompt needs to be answered; all of it public. */
export interface PromptDetail {
  purpose: PromptPurpose;
  /** Whose card or ability (or draw) opened the prompt. */
  actor: Seat;
  /** The opponent chosen, once chosen. */
  target?: Seat;
  /** The Demon being defeated, placed or moved (instance id). */
  demon?: number;
  /** An ability is resolving: its Ability Points cards are discarded when it is done. */
  ability: boolean;
  /** A Demon drawn in the middle of a turn (draw-bottom): the turn goes on afterwards. */
  midTurn: boolean;
}

/** What the acting seat is being asked, in words; public. */
export interface PromptView {
  kind: PromptKind;
  seat: Seat;
  text: string;
  detail?: PromptDetail;
}

export interface SeatStateView {
  seat: Seat;
  character: CharacterId;
  name: string;
  team: 0 | 1;
  side: Side;
  alive: boolean;
  handCount: number;
  /** The cards in hand as the viewer knows them (null = unknown); all null for opponents unless known. */
  hand: (CardView | null)[];
  /** Per hand slot: does the other team know this card (they peeked it, or it was stolen from them)? Public. */
  handKnownToRivals?: boolean[];
  /** Weapons on the table: public. */
  table: CardView[];
}

export type QueenPhase = 'choose-order' | 'turn' | 'prompt' | 'over';

export interface QueenView extends BaseView {
  viewer: Viewer;
  config: QueenConfig;
  phase: QueenPhase;
  /** Whose turn it is. */
  current: Seat;
  direction: Direction | null;
  seats: SeatStateView[];
  drawPile: PileSlotView[];
  /** Public, bottom first (last = top). */
  discard: CardView[];
  /** Ability points available for the rest of this turn. */
  points: number;
  /** Ability Points cards played this turn and not yet discarded (public). */
  pool?: CardView[];
  prompt: PromptView | null;
  /** The card most recently drawn by a player and its fate, when it was a Demon (public). */
  lastDemon: { seat: Seat; card: CardView; defeatedWith: CardView | null } | null;
  winnerTeam: 0 | 1 | null;
}
