/**
 * Types of The Girl vs. the Evil Queen: content (cards, characters), config,
 * actions and the view. The view is the contract with the renderer and the AI.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { BaseView, Seat, Viewer } from '../../engine';
import type {
  ABILITY_SCHEMA,
  EFFECT_SCHEMA,
  QUEEN_CARDS_SCHEMA,
  QUEEN_CHARACTERS_SCHEMA,
  QUEEN_CONFIG_SCHEMA,
} from './schema';

// ---------------------------------------------------------------- content

/*
 * The content and config types are derived from the JSON Schemas in `schema.ts`
 * (json-schema-to-ts), so the schema a designer's file is checked against and
 * the types the rules read can never disagree. The if/then rules of the card
 * schema (an action card has an effect, a points card has points) are not part
 * of the type: `effect` and `points` are optional.
 */

/**
 * The small vocabulary card and ability effects are written in. Each op is
 * implemented once in `effects.ts`; content picks ops and numbers.
 * peek: the acting team looks at the top `count` cards; skip: end the turn without drawing;
 * steal: a random card from a chosen opponent's hand; shuffle: the draw pile (face-up Demons stay up);
 * move-demon: a face-up Demon to any position; disarm: discard a chosen opponent's weapon;
 * give: a card to the living ally; recover-weapon: from the discard pile; draw-bottom: draw the
 * bottom card, the turn goes on; drain: a chosen opponent discards a card of their choice.
 */
export type Effect = FromSchema<typeof EFFECT_SCHEMA>;

/** A card kind; for the Basic Sword, `copies` counts the box: one per player is used. */
export type CardDef = FromSchema<typeof QUEEN_CARDS_SCHEMA>['cards'][number];

export type CardKind = CardDef['kind'];

export type AbilityDef = FromSchema<typeof ABILITY_SCHEMA>;

export type Side = 'alone' | 'team';

/** `team` 0: the Girl's team, 1: the Evil Queen's team. */
export type CharacterDef = FromSchema<typeof QUEEN_CHARACTERS_SCHEMA>['characters'][number];

export type CharacterId = CharacterDef['id'];

export interface QueenContent {
  cards: CardDef[];
  characters: CharacterDef[];
}

// ---------------------------------------------------------------- config

/**
 * `variant` 'euro': allies share one life and may use each other's weapons.
 * The schema's `players` is an integer from 2 to 4, which json-schema-to-ts reads as
 * `number`; the rules index tables by it, so the type narrows it to the three values.
 */
export type QueenConfig = Omit<FromSchema<typeof QUEEN_CONFIG_SCHEMA>, 'players'> & { players: 2 | 3 | 4 };

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
