/**
 * The content of A Touch of Evil as the rules read it: one interface per file
 * family in `content/touch/`, mirroring the schemas in `schema/` field for field.
 * (The schemas are built with helpers and shared `$defs`, which json-schema-to-ts
 * cannot follow; the tests instead check that the schema's effect words are the
 * ones the interpreter handles, and that every built-in file validates.)
 */
import type { Deck, Effect, NamedRule, Passive, Skill } from './effect-types';

export type SpaceKind = 'town' | 'corner' | 'dangerous' | 'road';

export type CornerDeck = 'manor' | 'windmill' | 'olde-woods' | 'abandoned-keep';

export interface TieArrow {
  min: number;
  max: number;
  /** The neighbouring space this arrow points to. */
  toward: string;
}

export interface SpaceDef {
  id: string;
  name: string;
  kind: SpaceKind;
  x: number;
  y: number;
  deck?: CornerDeck;
  encounter?: Effect[];
  rule?: NamedRule;
  tie?: TieArrow[];
}

export interface BoardDef {
  spaces: SpaceDef[];
  paths: string[][];
}

export interface AbilityDef {
  name: string;
  text: string;
  passives: Passive[];
}

export interface HeroDef {
  id: string;
  name: string;
  title: string;
  skills: Record<Skill, number>;
  health: number;
  keywords: string[];
  start: 'town-hall' | 'random';
  abilities: AbilityDef[];
}

export interface MinionDef {
  id: string;
  name: string;
  fightDice: number;
  health: number;
  fightWith?: Skill;
  counters: number;
  victory: Effect[];
  text: string;
  passives: Passive[];
}

export interface ChartEventDef {
  name: string;
  text: string;
  effects: Effect[];
}

export interface ChartEntryDef {
  min: number;
  max: number;
  minion?: string;
  event?: ChartEventDef;
}

export interface StageBonus {
  combat: number;
  health: number;
}

export interface VillainDef {
  id: string;
  name: string;
  combat: number;
  health: number;
  keywords: string[];
  abilities: (AbilityDef & { basic: boolean })[];
  stages?: StageBonus[];
  minions: MinionDef[];
  chart: { basic: ChartEntryDef[]; advanced: ChartEntryDef[] };
}

export interface EvilSideDef {
  name: string;
  combat: number;
  health: number;
  text: string;
  passives: Passive[];
}

export interface ElderDef {
  id: string;
  name: string;
  spirit: number;
  cunning: number;
  honor: number;
  health: number;
  ability: AbilityDef;
  evil: EvilSideDef;
}

/** What every card has. `copies` absent means one. */
export interface CardBase {
  id: string;
  name: string;
  copies?: number;
  keywords: string[];
  text: string;
}

export interface SecretDef extends CardBase {
  evil: boolean;
  revealImmediately: boolean;
  advancedOnly?: boolean;
  reveal?: Effect[];
  passives: Passive[];
}

export type EventTiming = 'own-turn' | 'fight' | 'test' | 'any-time';

export interface EventDef extends CardBase {
  playImmediately?: boolean;
  timing: EventTiming;
  effects: Effect[];
  passives?: Passive[];
  remainsInPlay?: boolean;
  removeAfterPlay?: boolean;
}

export interface MysteryDef extends CardBase {
  murder?: boolean;
  remainsInPlay?: boolean;
  effects?: Effect[];
  passives?: Passive[];
}

export type LocationCardKind = 'item' | 'ally' | 'minion' | 'encounter';

export interface LocationCardDef extends CardBase {
  kind: LocationCardKind;
  effects?: Effect[];
  passives?: Passive[];
  fightDice?: number;
  health?: number;
  fightWith?: Skill;
  victory?: Effect[];
}

export interface LocationDeckDef {
  deck: CornerDeck;
  cards: LocationCardDef[];
}

export interface TownItemDef extends CardBase {
  cost: number;
  passives: Passive[];
  effects?: Effect[];
}

export interface LairDef extends CardBase {
  location: string;
  cost: number;
  passives: Passive[];
}

export interface CurseDef extends CardBase {
  threshold: number;
  passives: Passive[];
  transformed: Effect[];
}

export type ChartId = 'basic-cooperative-mystery' | 'advanced-cooperative-mystery' | 'showdown';

export interface ChartResultDef {
  min: number;
  max: number;
  id: string;
  name: string;
  text: string;
}

export interface ChartDef {
  id: ChartId;
  name: string;
  dice: 1 | 2;
  results: ChartResultDef[];
}

export interface StageDef {
  high: number;
  low: number;
  lairCost: number;
  red: boolean;
  cooperativeBonus?: 'health' | 'combat';
}

export interface TrackDef {
  start: number;
  stages: StageDef[];
}

/** Every card family that forms a shuffled deck, by the deck it is drawn from. */
export type DeckCards = {
  event: EventDef[];
  mystery: MysteryDef[];
  lair: LairDef[];
  secret: SecretDef[];
  curse: CurseDef[];
} & Record<CornerDeck, LocationCardDef[]>;

export interface TouchContent {
  board: BoardDef;
  heroes: HeroDef[];
  villains: VillainDef[];
  elders: ElderDef[];
  decks: DeckCards;
  townItems: TownItemDef[];
  charts: ChartDef[];
  track: TrackDef;
}

/** A deck name, narrowed to the ones `DeckCards` holds (all of `Deck`). */
export type DeckName = Deck & keyof DeckCards;
