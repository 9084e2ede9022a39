/**
 * The effect vocabulary as TypeScript types: what `schema/effects.ts` accepts, in
 * the shape the interpreter reads. A test checks that the schema's words are
 * exactly the ones the interpreter handles.
 */

export type Skill = 'spirit' | 'cunning' | 'combat' | 'honor';

export type Deck =
  'event' | 'mystery' | 'lair' | 'secret' | 'manor' | 'windmill' | 'olde-woods' | 'abandoned-keep' | 'curse';

/** here: the Hero's space; random: a Random Location (the top card of the Lair deck). */
export type At = 'here' | 'random';

export type ElderChoice = 'random' | 'lowest-honor';

export type PlainEffect =
  | { op: 'investigation'; amount: number }
  | { op: 'wound'; amount: number }
  | { op: 'heal'; amount: number | 'all' }
  | { op: 'darkness'; steps: number }
  | { op: 'draw'; deck: Deck; count?: number; keep?: number }
  | { op: 'upgrade'; skill: Skill }
  | { op: 'minion-chart'; at: At }
  | { op: 'villain-attack'; at: At; combat?: number }
  | { op: 'place-investigation'; amount: number; at: At }
  | { op: 'collect-here'; amount: number }
  | { op: 'militia'; at: At }
  | { op: 'move-hero'; to: 'town-hall' | 'random' }
  | { op: 'elder-secret'; elder: ElderChoice; count: number }
  | { op: 'kill-elder'; elder: ElderChoice }
  | { op: 'peek' }
  | { op: 'replace-secret' }
  | { op: 'discard-item'; count: number }
  | { op: 'fight-dice'; amount: number }
  | { op: 'reroll'; count: number }
  | { op: 'prevent'; amount: number }
  | { op: 'cancel' }
  | { op: 'end-turn' }
  | { op: 'cure-curse' };

export interface RollResult {
  min: number;
  max: number;
  effects: PlainEffect[];
}

export interface ChoiceOption {
  label: string;
  /** Investigation paid to pick it; absent: free. */
  cost?: number;
  effects: PlainEffect[];
}

export type CompositeEffect =
  | {
      op: 'test';
      skills: Skill[];
      target: number;
      perSuccess?: PlainEffect[];
      success?: PlainEffect[];
      fail?: PlainEffect[];
    }
  | { op: 'roll'; results: RollResult[] }
  | { op: 'choose'; options: ChoiceOption[] }
  | { op: 'each-hero'; effects: PlainEffect[] };

export type Effect = PlainEffect | CompositeEffect;

export type TriggerMoment = 'setup' | 'victory' | 'mystery-phase' | 'murder' | 'ko-hero' | 'showdown' | 'end-move';

export type NamedRule =
  | 'relentless-charge'
  | 'werewolf-curse'
  | 'feeds-on-fear'
  | 'on-the-hunt'
  | 'hero-of-the-people'
  | 'coward'
  | 'selfless-martyr'
  | 'push-back'
  | 'rat-nest'
  | 'barghest-hound'
  | 'gargoyle'
  | 'round-minion'
  | 'town-items'
  | 'collect-souls';

export type Passive =
  | { op: 'skill'; skill: Skill; amount: number }
  | { op: 'health'; amount: number }
  | { op: 'move'; amount: number }
  | { op: 'collect-here'; amount: number }
  | { op: 'fight-with'; skills: Skill[] }
  /** fight: the Hero's Fight Dice; test: Skill Tests; enemy: force the enemy to re-roll Hits. */
  | { op: 'reroll'; scope: 'fight' | 'test' | 'enemy'; count: number }
  | { op: 'prevent'; on: number }
  | { op: 'defeat-minion' }
  | { op: 'escape-early' }
  | { op: 'villain'; combat?: number; health?: number }
  | { op: 'trigger'; when: TriggerMoment; effects: Effect[] }
  | { op: 'rule'; name: NamedRule };
