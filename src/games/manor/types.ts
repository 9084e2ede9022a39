/**
 * Types of All Manor of Evil: content (derived from the JSON Schemas, so the files
 * a designer edits and the types the rules read cannot disagree), config, actions
 * and the view, which is the contract with the renderer and the AI.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { BaseView, Seat, Viewer } from '../../engine';
import type { MANOR_CONFIG_SCHEMA } from './config-schema';
import type { COLOURS, END_EFFECT_SCHEMA, PLAY_EFFECT_SCHEMA, ROOMS } from './schema-effects';
import type {
  MANOR_ACTIONS_SCHEMA,
  MANOR_COMPONENTS_SCHEMA,
  MANOR_GODS_SCHEMA,
  MANOR_RELICS_SCHEMA,
  MANOR_ROLES_SCHEMA,
} from './schema';

// ---------------------------------------------------------------- content

export type Colour = (typeof COLOURS)[number];
export type RoomId = (typeof ROOMS)[number];

/** What an action ability or a relic's special ability does (implemented in `effects.ts`). */
export type PlayEffect = FromSchema<typeof PLAY_EFFECT_SCHEMA>;
/** What a god or a role does at the end of the game (implemented in `end-effects.ts`). */
export type EndEffect = FromSchema<typeof END_EFFECT_SCHEMA>;

export type RelicsFile = FromSchema<typeof MANOR_RELICS_SCHEMA>;
export type RelicDef = RelicsFile['relics'][number];
export type SkeletonKeyDef = RelicsFile['skeletonKey'];
export type ActionDef = FromSchema<typeof MANOR_ACTIONS_SCHEMA>['actions'][number];
export type ActionId = ActionDef['id'];
export type GodDef = FromSchema<typeof MANOR_GODS_SCHEMA>['gods'][number];
export type RoleDef = FromSchema<typeof MANOR_ROLES_SCHEMA>['roles'][number];
export type LovecraftRoleDef = FromSchema<typeof MANOR_ROLES_SCHEMA>['lovecraft'][number];
export type ComponentsDef = FromSchema<typeof MANOR_COMPONENTS_SCHEMA>;

/** Any card a cache, a room or the deck can hold: a relic, a Skeleton Key or a Clock. */
export interface CardDef {
  id: string;
  name: string;
  kind: 'relic' | 'key' | 'clock';
  madness: number;
  dollars: number;
  keywords: string[];
  relic: RelicDef | null;
}

// ---------------------------------------------------------------- config

/** `level`: solo only, 1 (Rookie) and up. `players` narrowed from the schema's integer. */
export type ManorConfig = Omit<FromSchema<typeof MANOR_CONFIG_SCHEMA>, 'players'> & {
  players: 1 | 2 | 3 | 4 | 5 | 6;
};

// ---------------------------------------------------------------- actions

/** The four fates of a room in the solo game, each used once per round. */
export type Fate = 'steal' | 'cultist' | 'lovecraft' | 'leave';

/** Players are numbered like seats; in 2p Lovecraft is player 2, in solo the Cultist 1 and Lovecraft 2. */
export type ManorAction =
  | { key: string; type: 'select'; card: ActionId }
  | { key: string; type: 'room'; room: RoomId }
  | { key: string; type: 'god'; colour: Colour }
  | { key: string; type: 'mode'; mode: 'add' | 'remove' }
  | { key: string; type: 'player'; player: number }
  | { key: string; type: 'may'; accept: boolean }
  | { key: string; type: 'amount'; amount: number }
  | { key: string; type: 'fate'; fate: Fate };

// ---------------------------------------------------------------- prompts

/** Why a seat is asked something: which step of which effect the answer resolves. */
export type PromptPurpose =
  | 'steal-room' // a room ability or "steal … from any room": which room to steal from
  | 'lovecraft-room' // 2p: the Lantern holder picks the room Lovecraft steals from
  | 'madness-room' // which room gets madness tokens (Pilfer)
  | 'exchange-room' // Deceive: which room's relic to exchange
  | 'lose-madness' // Study: how many tokens to lose
  | 'awaken-mode' // an add-or-remove icon: add or remove
  | 'awaken-god' // which elder god gets or loses the tokens (an icon, or "another player … must")
  | 'target-player' // "another player of your choice"
  | 'give-madness' // how many tokens to give
  | 'may' // use a "may" ability or not
  | 'fate'; // solo: the fate of the room being resolved

/** An open question to one seat; everything in it is public. */
export interface Prompt {
  /** The seat that answers. */
  seat: Seat;
  /** The player on whose behalf (Lovecraft's and the Cultist's choices are made by a seat). */
  player: number;
  purpose: PromptPurpose;
  /** The legal answers, as action keys' values: room ids, colours, modes, player numbers, amounts, fates. */
  options: (string | number)[];
  /** The card whose ability asks (a relic instance), or null for an action card. */
  card: number | null;
  /** The action card or play effect being resolved, for words and for the answer. */
  effect: PlayEffect | null;
  /** Carried between the steps of one effect: the mode chosen, the player chosen, the amount. */
  mode?: 'add' | 'remove';
  target?: number;
  amount?: number;
  /** Solo: the room being given its fate (0 = Attic … 3 = Library). */
  room?: number;
}

// ---------------------------------------------------------------- the round's steps

/**
 * One step still to resolve. The rules keep them on a stack (the next step last)
 * and run them one by one until a seat must answer a prompt; every step is plain,
 * public data, so a view can carry them and a determinisation resume from them.
 */
export type Task =
  /** Resolve one player's action card: its action ability, then its room ability. */
  | { k: 'turn'; player: number; card: ActionId }
  /** An action ability (`card` null) or a relic's special ability (`card` the relic). */
  | { k: 'effect'; player: number; effect: PlayEffect; card: number | null }
  /** "Steal a relic from one of the rooms … if possible" (the Vault is added when in play). */
  | { k: 'room-steal'; player: number; rooms: RoomId[] }
  /** A stolen relic's steal abilities, in the book's order. */
  | { k: 'awakening'; player: number; card: number }
  | { k: 'madness-icon'; player: number; card: number }
  | { k: 'special'; player: number; card: number }
  /** 2p: the Lantern holder takes Lovecraft's turn. */
  | { k: 'lovecraft' }
  /** Solo: give the room (0 = Attic … 3 = Library) its fate. */
  | { k: 'solo-room'; room: number }
  | { k: 'end-round' };

// ---------------------------------------------------------------- the end

export type EndReason = 'clock' | 'god' | 'gods';

/** How the game ended and what each step decided (public once the game is over). */
export interface GameResult {
  reason: EndReason;
  /** The one awakened elder god's colour ('god'), or null. */
  god: Colour | null;
  /** Total madness per player at the Madness step (relics' madness values plus tokens). */
  madness: number[];
  /** Total $ per player at the Scoring step; null for those devoured or not scored. */
  dollars: (number | null)[];
  devoured: number[];
  /** The winning players; empty when all lose. Several only when still tied after the least-madness rule. */
  winners: number[];
}

// ---------------------------------------------------------------- view

/** A card the viewer can see: its instance id and its definition id. */
export interface CardView {
  id: number;
  def: string;
}

export type PlayerKind = 'seat' | 'lovecraft' | 'cultist';

export interface PlayerView {
  index: number;
  kind: PlayerKind;
  name: string;
  madness: number;
  /** The cache, bottom first (the last is the top card). null: a face-down relic the viewer has not seen. */
  cache: (CardView | null)[];
  /** The role id, when the viewer knows it. */
  role: string | null;
  /** Seats that have looked at this role (public: everyone saw them look). */
  roleKnownBy: Seat[];
  rolePublic: boolean;
  /** Last round's action card, face up and not choosable this round (public). */
  previous: ActionId | null;
  /** Has the player placed a card face down this round? */
  committed: boolean;
  /** The card placed this round: shown to its owner, and to everyone once revealed. */
  selected: ActionId | null;
  devoured: boolean;
}

export interface RoomView {
  room: RoomId;
  card: CardView | null;
  madness: number;
}

export interface GodView {
  face: string;
  colour: Colour;
  tokens: number;
}

export type ManorPhase = 'select' | 'resolve' | 'over';

export interface ManorView extends BaseView {
  viewer: Viewer;
  config: ManorConfig;
  phase: ManorPhase;
  round: number;
  lantern: Seat;
  gods: GodView[];
  rooms: RoomView[];
  /** Cards left in the Manor deck; the bottom `clockZone` of them are what is left of the Clocks' pile. */
  deckCount: number;
  /** The size of the Clocks' pile (the bottom quarter) when the deck was built: everyone saw it. */
  clockPile: number;
  clockZone: number;
  clocksOut: number;
  /** Solo: how many relics went back to the box unseen. */
  boxed: number;
  /** Relics removed from the game by an effect (public). */
  removed: CardView[];
  players: PlayerView[];
  prompt: Prompt | null;
  /** The steps still to resolve this round, the next last, as the rules will run them (public). */
  tasks: Task[];
  /** This round's action cards in the order they resolve, once revealed (public); empty while cards are chosen. */
  order: { player: number; card: ActionId }[];
  /** Solo: the fates already given this round. */
  fatesUsed: Fate[];
  result: GameResult | null;
}
