/**
 * Evy against Everything and Everyone, Everywhere: the contract between the rules
 * (`src/games/evy`), the content (`content/evy/*.json`), the board in the renderer
 * and the AI. Content types mirror the JSON Schema in `schema.ts`; additive changes only.
 *
 * Hexes are pointy-top, in axial coordinates (q, r). Neighbours, in the fixed order the
 * rules use everywhere a direction is listed: E (+1,0), SE (0,+1), SW (-1,+1), W (-1,0),
 * NW (0,-1), NE (+1,-1). A wall is a gap: a hex with no tile.
 */
import type { BaseView, Viewer } from '../../engine';

// ---------------------------------------------------------------- geometry

export interface Hex {
  q: number;
  r: number;
}

export type Direction = 'E' | 'SE' | 'SW' | 'W' | 'NW' | 'NE';

// ---------------------------------------------------------------- content: cards

export type CardKind = 'health' | 'movement' | 'weapon' | 'skill';

/** The sixteen cards of the book's "List of cards"; the rules implement each by id. */
export type EvyCardId =
  | 'fruit'
  | 'lunch-box'
  | 'teddy-bear'
  | 'baseball-bat'
  | 'chainsaw'
  | 'crossbow'
  | 'sword'
  | 'bicycle'
  | 'mountain-boots'
  | 'pogo-stick'
  | 'sneakers'
  | 'first-aid-kit'
  | 'freeze-ray'
  | 'hypnotize'
  | 'ice-cube'
  | 'scream';

/** One kind of card in `content/evy/cards.json`; copies of all cards add up to 27. */
export interface EvyCardDef {
  id: EvyCardId;
  name: string;
  kind: CardKind;
  copies: number;
  /** Health cards and the First Aid Kit: HP gained (capped at 10 unless Easier A). */
  heal?: number;
  /** Weapon and movement cards: the usage tracker's length. */
  uses?: number;
  /** Our own short card text (how to use; after using). */
  text: string;
}

// ---------------------------------------------------------------- content: adventures

export type TileKind =
  | 'floor'
  | 'pit' // monster spawn pit: nobody ever walks onto it
  | 'boss-pit' // the boss starts here; once the boss leaves it is a normal pit
  | 'card' // a card tile, numbered (`card`); in the elevator, unnumbered
  | 'exit'
  | 'door' // closed door (an item cube): monsters cannot enter until Evy walks over it
  | 'locked-door' // as a door; the Castle's target markers
  | 'stairs'; // leads to another map (`stairsTo`)

export interface Tile extends Hex {
  kind: TileKind;
  /** Card tiles: the card's number, 1..n over the whole adventure (absent in the elevator). */
  card?: number;
  /** An item token on this tile to collect (baby, grandma, key…): blocks monsters until taken. */
  item?: string;
  /** A waypoint letter (the Library's books). */
  waypoint?: string;
  /** Stairs: the map index they lead to (Evy arrives on that map's start). */
  stairsTo?: number;
}

export interface MonsterPlacement extends Hex {
  /** Boss monsters carry their health die; absent for normal monsters. */
  boss?: { health: number; name: string };
}

export interface EvyMap {
  name: string;
  tiles: Tile[];
  /** Where Evy stands when the adventure (or this floor) starts. */
  start: Hex;
  /** Monsters on the map at the start besides those on pits (every pit gets one at set-up). */
  monsters?: MonsterPlacement[];
}

/** The objective as ordered steps; all must be done in order to win. */
export type ObjectiveStep =
  | { type: 'reach'; tile: 'exit' | 'stairs' | 'start'; text?: string } // stand on a tile of that kind (any), or the start
  | { type: 'collect'; item: string; text?: string } // step onto the item's tile
  | { type: 'waypoints'; letters: string[]; text?: string } // visit the letters in order
  | { type: 'defeat-boss'; text?: string }
  | { type: 'survive-floors'; floors: number; text?: string }; // the elevator

export interface AdventureRules {
  /** Every monster is a ghost: walks and attacks through walls (Grandparents'). */
  ghosts?: boolean;
  /** The elevator: one card per floor, a different card tile each floor, floor up after each Evy turn. */
  elevator?: { floors: number };
  /** Multi-map adventures (Tower): monster actions are spent only on Evy's map. */
  actionsOnEvyMapOnly?: boolean;
}

export interface Adventure {
  id: string;
  title: string;
  /** Position in the built-in campaign, 1..13. */
  order: number;
  /** Our own short intro text (never the book's diary). */
  intro: string;
  /** The book's "This map uses N cards". */
  cardCount: number;
  /** The name the monsters go by here, for the board and log ("dust slugs"). */
  monsterName: string;
  /** Tutorials start with fewer rules (Evy's room: no dice, one monster action). */
  tutorial?: 'evys-room' | 'upstairs-hall';
  maps: EvyMap[];
  objective: ObjectiveStep[];
  rules: AdventureRules;
}

// ---------------------------------------------------------------- config

/** "Changing difficulty": Easier A–C, Harder A–D. */
export interface Difficulty {
  easier?: ('A' | 'B' | 'C')[];
  harder?: ('A' | 'B' | 'C' | 'D')[];
  /** Easier B: start each adventure with at least this many HP (6 or 7). */
  minHp?: 5 | 6 | 7;
}

export interface EvyConfig {
  /** A built-in adventure id, or omitted when `custom` is given. */
  adventure?: string;
  /** A designer's adventure (editor playtests, imported campaigns); validated first. */
  custom?: Adventure;
  /** Carried over from the previous adventure of a campaign. */
  carry?: { hp: number; card?: EvyCardId; skills?: EvyCardId[]; cardUses?: number };
  difficulty?: Difficulty;
  /** Monster-phase ties: 'ask' prompts the player; 'auto' picks the first in the fixed order. */
  ties?: 'ask' | 'auto';
  /** A designer's card set (a whole cards file), played instead of the book's cards. */
  cards?: { cards: EvyCardDef[] };
}

// ---------------------------------------------------------------- actions

/**
 * Evy is seat 0 and the only seat. Every choice, including the monster phase's ties
 * and the roll itself, is an action of seat 0 so the log and undo see it.
 */
export type EvyAction =
  | { key: string; type: 'roll' } // start the monster phase: roll 2d6
  | { key: string; type: 'step'; to: Hex } // one move action: one step
  | { key: string; type: 'move-card'; card: number; direction: Direction; target?: Hex } // movement card
  | { key: string; type: 'attack'; target: Hex } // the plain attack on a monster next to Evy
  | { key: string; type: 'weapon'; card: number; targets: Hex[]; direction?: Direction }
  | { key: string; type: 'skill'; card: number; monster?: Hex; targets?: Hex[]; tracker?: number }
  | { key: string; type: 'flip'; number: number } // turn over the card of a card tile Evy is on / passed
  | { key: string; type: 'pass-card'; number: number } // leave that card unused
  | { key: string; type: 'discard'; card: number } // keep hand limits / prevent an HP loss
  | { key: string; type: 'take-hit' } // accept losing the HP instead of discarding
  | { key: string; type: 'choose-monster'; monster: Hex } // monster-phase tie: which moves first
  | { key: string; type: 'choose-tile'; to: Hex } // monster-phase tie: where it moves
  | { key: string; type: 'end-turn' }
  | { key: string; type: 'keep'; card: number | null } // end of adventure: the card carried on
  | { key: string; type: 'continue-elevator'; go: boolean };

// ---------------------------------------------------------------- view

export interface CardInHandView {
  /** Instance id (0..26). */
  id: number;
  def: EvyCardId;
  /** Weapon and movement cards: uses left on the tracker. */
  usesLeft?: number;
}

export interface MonsterView extends Hex {
  id: number;
  map: number;
  ghost: boolean;
  /** Bosses: the die's top face. */
  health?: number;
  /** Added by the rules engine: true for a boss (its health is its die). */
  boss?: boolean;
  name?: string;
}

export type EvyPhase =
  | 'monster' // waiting for the roll
  | 'monster-choice' // a tie to decide
  | 'hit' // an attack landed: discard a card or take the hit
  | 'evy' // Evy's phase
  | 'card' // a card tile was reached: flip or pass
  | 'hand-limit' // two movement or weapon cards: discard one
  | 'keep' // adventure won: choose the card to keep
  | 'elevator-continue'
  | 'over';

/** One thing the monsters did, in order, for the board's step-by-step replay. */
export type MonsterEvent =
  | { type: 'roll'; dice: [number, number]; actions: number }
  | { type: 'attack'; monster: number; prevented: boolean }
  | { type: 'move'; monster: number; from: Hex; to: Hex; map: number }
  | { type: 'spawn'; monster: number; at: Hex; map: number }
  | { type: 'lost-actions'; count: number };

export interface EvyView extends BaseView {
  viewer: Viewer;
  adventure: Adventure;
  difficulty: Difficulty;
  phase: EvyPhase;
  turn: number;
  /** Map index Evy is on. */
  map: number;
  evy: Hex;
  hp: number;
  hand: CardInHandView[];
  monsters: MonsterView[];
  /** Monster tokens not on the board (25 in all). */
  tokensLeft: number;
  /** Doors still closed, items not yet taken (per map: hexes as "q,r"). */
  closedDoors: { map: number; at: Hex }[];
  items: { map: number; at: Hex; item: string }[];
  /** Card tiles still holding a face-down card; the card under them is hidden. */
  cardTiles: { map: number; at: Hex; number: number }[];
  /** Cards turned over this adventure (public once flipped). */
  revealed: { number: number; def: EvyCardId; card: number }[];
  /** Evy's phase: which of her actions remain. */
  movesLeft: number;
  attackLeft: boolean;
  /** The monster actions of the current monster phase, while it runs. */
  monsterActions: number | null;
  /** What the last monster phase did, in order. */
  lastMonsterPhase: MonsterEvent[];
  /** Index into `adventure.objective` of the step Evy is on; = length when done. */
  objectiveStep: number;
  /** Library: the waypoint letter to reach next. */
  nextWaypoint: string | null;
  /** Elevator: current floor (1-based). */
  floor: number | null;
  /** Cards picked up (turned over) per map: the "Who's the best?" score. */
  picked: number[];
  /** Set once over. */
  result: 'won' | 'lost' | null;
  /** The card kept for the next adventure once chosen. */
  kept: EvyCardId | null;

  // Added by the rules engine: everything else public that the rules read, so the
  // board can show it and `determinize` can rebuild the state from the view alone.

  /** The game options as the rules use them. */
  config: EvyConfig;
  /** Trailing Evy actions that can be taken back (0 after a roll or a flip). */
  undoable: number;
  /** Card numbers Evy reached and must still flip or pass, in order (the first is asked now). */
  offers: number[];
  /** Elevator: the card tile the current offer is on (null otherwise). */
  offerAt: Hex | null;
  /** The monster phase while it runs: MA left, who attacked / had their move, a pending hit or tie. */
  monsterPhase: {
    actions: number;
    stage: 'attack' | 'move';
    attacked: number[];
    done: number[];
    hitBy: number | null;
    choice: { kind: 'monster'; options: number[] } | { kind: 'tile'; monster: number; options: Hex[] } | null;
  } | null;
  /** Freeze Ray used: the next monster phase is skipped. */
  frozen: boolean;
  /** Card instances carried in at the start (public), and every card discarded since. */
  carried: CardInHandView[];
  discarded: CardInHandView[];
  /** How many face-down cards were dealt (26 minus carried cards): tile n holds the n-th. */
  deckSize: number;
  /** Items Evy has picked up, in order. */
  collected: string[];
  /** Library: how many waypoint letters are done. */
  waypointsDone: number;
  /** Elevator: floor card taken this floor, the tile it came from, and the floors to survive. */
  floorTaken: boolean;
  lastLiftTile: Hex | null;
  floors: number | null;
  /** The id the next spawned monster gets. */
  nextMonsterId: number;
}
