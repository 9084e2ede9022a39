/**
 * "Why not?" in A Touch of Evil (`src/games/touch/why-not.ts`): each question names the
 * rulebook section it checks (digest §4.3 Move, §4.5 Take Actions, §4.7 Fights, Event timing
 * in docs/rules/touch.md), shows the item with its reason, checks the move is indeed not
 * legal, and that the item goes once the condition is met. A property check over seeded
 * random playouts: never a throw, never an item whose move is legal.
 */
import { describe, expect, it } from 'vitest';
import { createRng, nextInt, tryApply, type Unavailable } from '../../../src/engine';
import { touch } from '../../../src/games/touch';
import type { TouchAction } from '../../../src/games/touch/actions';
import { cardOf } from '../../../src/games/touch/cards';
import { elderDef, TOUCH_CONTENT } from '../../../src/games/touch/content';
import { currentFight } from '../../../src/games/touch/fight';
import { lairCost } from '../../../src/games/touch/track';
import { WHY_NOT_LABELS } from '../../../src/games/touch/why-not';
import type { TouchConfig, TouchState } from '../../../src/games/touch/state';
import { act, atTurnOf, keys, rig, secrets, space, takeFromDeck } from './helpers';

const whyNot = (s: TouchState, seat = 0): Unavailable[] => touch.whyNot!(touch.view(s, seat), seat);
const item = (s: TouchState, label: string, seat = 0): Unavailable | undefined =>
  whyNot(s, seat).find((u) => u.label === label);

/** Karl's turn, in his Actions, nothing resolving (a state built as the other tests build theirs). */
function inActions(at = 'town-hall'): TouchState {
  const s = atTurnOf(0);
  s.turn.step = 'actions';
  s.heroes[0]!.space = space(at);
  s.heroes[0]!.investigation = 0;
  s.heroes[0]!.events = [];
  return s;
}

let accusedOf: (elder: number) => string = () => '';

/** The action an item names (our own mapping from label to action). */
function names(u: Unavailable, a: TouchAction): boolean {
  switch (u.label) {
    case WHY_NOT_LABELS.move:
      return a.type === 'step';
    case WHY_NOT_LABELS.showdown:
      return a.type === 'showdown';
    case WHY_NOT_LABELS.lair:
      return a.type === 'buy-lair';
    case WHY_NOT_LABELS.item:
      return a.type === 'buy';
    case WHY_NOT_LABELS.look:
      return a.type === 'look';
    case WHY_NOT_LABELS.heal:
      return a.type === 'heal';
    default:
      if (a.type === 'accuse') return a.elder >= 0 && u.label === `Accuse ${elderDef(accusedOf(a.elder)).name}`;
      return a.type === 'play' && u.label === `Play ${cardOf('event', a.card).name}`;
  }
}

describe('touch whyNot', () => {
  it('§4.3 Move: "The only thing that stops a Hero\'s movement is entering a space with a Minion"', () => {
    const s = rig(atTurnOf(0), [5]);
    s.minions.push({ minion: 'wolves', space: space('church'), round: false });
    const fighting = act(s, 'roll', 'step:church');
    expect(currentFight(fighting)).not.toBeNull();
    expect(item(fighting, 'Move on')?.reason).toMatch(/Minion \(Wolves\) stands in Church/);
    expect(keys(fighting).some((k) => k.startsWith('step:'))).toBe(false);
    // Before the Move, the steps are legal and nothing is said.
    const moving = act(rig(atTurnOf(0), [5]), 'roll');
    expect(keys(moving).some((k) => k.startsWith('step:'))).toBe(true);
    expect(item(moving, 'Move on')).toBeUndefined();
  });

  it('§4.3 Move: a Hero "may move up to that many spaces" as the die shows', () => {
    const first = act(rig(atTurnOf(0), [2, 4]), 'roll', 'step:church');
    const next = keys(first).find((k) => k.startsWith('step:') && k !== 'step:town-hall')!;
    const done = act(first, next);
    expect(done.turn.step).toBe('actions');
    expect(item(done, 'Move on')?.reason).toMatch(/movement roll \(2\).*moved all 2 spaces/);
    expect(keys(done).some((k) => k.startsWith('step:'))).toBe(false);
    // Once an Action is taken the question is past.
    const acted = act(
      done,
      keys(done).find((k) => k !== 'end')!,
    );
    if (acted.turn.step === 'actions' && !acted.prompt) expect(item(acted, 'Move on')).toBeUndefined();
    // Stopping short by choice is no question.
    const short = act(rig(atTurnOf(0), [2, 4]), 'roll', 'step:church', 'stop');
    expect(item(short, 'Move on')).toBeUndefined();
  });

  it('§4.5.6 Start a Showdown: at the Lair card’s place, instead of the Encounter, for its cost', () => {
    const s = inActions();
    const lair = takeFromDeck(s, 'lair', 'manor-crypt');
    s.heroes[0]!.lair = lair;
    const cost = cardOf('lair', lair).cost;
    expect(item(s, 'Start a Showdown')?.reason).toMatch(/only at the place on your Lair card, the Manor/i);
    s.heroes[0]!.space = space('manor');
    expect(item(s, 'Start a Showdown')?.reason).toContain(`asks ${cost} Investigation`);
    expect(keys(s)).not.toContain('showdown');
    s.turn.encountered = true;
    s.heroes[0]!.investigation = cost;
    expect(item(s, 'Start a Showdown')?.reason).toMatch(/already Encountered/);
    expect(keys(s)).not.toContain('showdown');
    s.turn.encountered = false;
    expect(item(s, 'Start a Showdown')).toBeUndefined();
    expect(keys(s)).toContain('showdown');
  });

  it('§4.5.5 Purchase a Lair Card: the current Stage’s Lair Cost', () => {
    const s = inActions();
    const cost = lairCost(TOUCH_CONTENT.track, s.track);
    s.heroes[0]!.investigation = cost - 1;
    expect(item(s, 'Buy a Lair card')?.reason).toBe(
      `at this Stage of the Shadow Track a Lair card costs ${cost} Investigation; you have ${cost - 1}.`,
    );
    expect(keys(s)).not.toContain('buy-lair');
    s.heroes[0]!.investigation = cost;
    expect(item(s, 'Buy a Lair card')).toBeUndefined();
    expect(keys(s)).toContain('buy-lair');
  });

  it('Cooperative play: allied Heroes buy a single Lair card between them', () => {
    const s = atTurnOf(0, { mode: 'cooperative' });
    s.turn.step = 'actions';
    s.heroes[1]!.lair = takeFromDeck(s, 'lair', 'manor-crypt');
    s.heroes[0]!.investigation = 10;
    expect(item(s, 'Buy a Lair card')?.reason).toMatch(/single Lair card/);
    expect(keys(s)).not.toContain('buy-lair');
  });

  it('§4.1 Town Spaces: Town Items are bought at the Blacksmith after its Encounter, for their cost', () => {
    const s = inActions('blacksmith');
    expect(item(s, 'Buy a Town Item')?.reason).toMatch(/Encounter it first/);
    s.turn.encountered = true;
    const cheapest = Math.min(...s.townItems.map((i) => TOUCH_CONTENT.townItems[i]!.cost));
    expect(item(s, 'Buy a Town Item')?.reason).toBe(
      `the cheapest Town Item in the Stack costs ${cheapest} Investigation; you have 0.`,
    );
    expect(keys(s).some((k) => k.startsWith('buy:'))).toBe(false);
    s.heroes[0]!.investigation = cheapest;
    expect(item(s, 'Buy a Town Item')).toBeUndefined();
    expect(keys(s).some((k) => k.startsWith('buy:'))).toBe(true);
    expect(item(inActions('church'), 'Buy a Town Item')).toBeUndefined();
  });

  it('§4.5.4 Look at a Town Elder’s Secrets: 2 Investigation, once a turn', () => {
    const s = inActions();
    s.heroes[0]!.investigation = 1;
    expect(item(s, 'Look at Secrets')?.reason).toContain('costs 2 Investigation; you have 1');
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(false);
    s.heroes[0]!.investigation = 2;
    expect(item(s, 'Look at Secrets')).toBeUndefined();
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(true);
    s.turn.used.push('look');
    expect(item(s, 'Look at Secrets')?.reason).toMatch(/already Looked/);
    expect(keys(s).some((k) => k.startsWith('look:'))).toBe(false);
  });

  it('§4.5.3 Heal Wounds: 3 Investigation each', () => {
    const s = inActions();
    s.heroes[0]!.wounds = 1;
    s.heroes[0]!.investigation = 2;
    expect(item(s, 'Heal Wounds')?.reason).toBe('healing costs 3 Investigation for each Wound; you have 2.');
    expect(keys(s)).not.toContain('heal:1');
    s.heroes[0]!.investigation = 3;
    expect(item(s, 'Heal Wounds')).toBeUndefined();
    expect(keys(s)).toContain('heal:1');
    const doctor = inActions('doctors-office');
    doctor.heroes[0]!.wounds = 1;
    doctor.heroes[0]!.investigation = 1;
    expect(item(doctor, 'Heal Wounds')?.reason).toMatch(/Doctor’s Office here heals for less/);
  });

  it('Event timing (docs/rules/touch.md, Event windows): before a Fight Round, a Fight card waits for the dice', () => {
    const s = rig(atTurnOf(0), [5, 6, 6, 6, 6, 6, 6]);
    const card = takeFromDeck(s, 'event', 'lucky-shot');
    const own = takeFromDeck(s, 'event', 'strength-of-arms');
    s.heroes[0]!.events = [card, own];
    s.minions.push({ minion: 'wolves', space: space('church'), round: false });
    const fighting = act(s, 'roll', 'step:church');
    const label = `Play ${cardOf('event', card).name}`;
    expect(item(fighting, label)?.reason).toMatch(/Fight Round’s dice/);
    expect(item(fighting, `Play ${cardOf('event', own).name}`)?.reason).toMatch(/own Actions/);
    expect(keys(fighting)).not.toContain(`play:${card}`);
    expect(keys(fighting)).not.toContain(`play:${own}`);
    // The round's dice are rolled: the Fight card is playable and the item goes.
    const rolled = act(fighting, 'fight');
    expect(keys(rolled)).toContain(`play:${card}`);
    expect(item(rolled, label)).toBeUndefined();
  });
});

describe('touch whyNot: Accusations', () => {
  it('Accusations (competitive, the Showdown’s step 4): an Elder with face-down Secrets, outside the Hunting Party', () => {
    const s = atTurnOf(0);
    s.elders.forEach((e) => (e.status = 'town'));
    secrets(s, 0, ['coward']);
    s.elders[1]!.secrets = [{ card: s.decks.secret.draw.shift()!, seenBy: 0, faceUp: true }];
    s.showdown = { hero: 0, lair: takeFromDeck(s, 'lair', 'manor-crypt'), party: [], step: 'party', heroes: [0] };
    s.showdown.party = [{ elder: 0, wounds: 0, hero: 0 }];
    s.heroes[1]!.investigation = 3;
    s.prompt = { kind: 'accuse', hero: 1 };
    const [a, b] = [s.elders[0]!.elder, s.elders[1]!.elder];
    expect(item(s, `Accuse ${elderDef(a).name}`, 1)?.reason).toMatch(/Hunting Party/);
    expect(item(s, `Accuse ${elderDef(b).name}`, 1)?.reason).toMatch(/already face up/);
    expect(item(s, `Accuse ${elderDef(s.elders[2]!.elder).name}`, 1)?.reason).toMatch(/no Secret/);
    expect(keys(s)).toEqual(['accuse:none']);
    // Out of the party, with a Secret face down: the Accusation is open and the item goes.
    s.showdown.party = [];
    expect(item(s, `Accuse ${elderDef(a).name}`, 1)).toBeUndefined();
    expect(keys(s)).toContain(`accuse:${a}`);
  });
});

// Every third declared config: competitive, Cooperative, the Team Game (uneven too), Solo as a Team, Lone Hero.
const CONFIGS: TouchConfig[] = touch
  .testConfigs()
  .filter((_, i) => i % 3 === 0 || i === 14)
  .map((p) => p.config);

describe('touch whyNot over random playouts', () => {
  it('never throws and never names a move that is legal now', () => {
    let checked = 0;
    const seen = new Set<string>();
    CONFIGS.forEach((config, c) => {
      for (let g = 0; g < 2; g++) {
        const rng = createRng(`why-not:${c}:${g}`);
        let s = touch.setup(config, 100 + g);
        for (let step = 0; step < 300 && !touch.isOver(s); step++) {
          const seat = touch.toAct(s)[0];
          if (seat === undefined) break;
          const legal = touch.legalActions(s, seat);
          const table = s;
          accusedOf = (elder) => table.elders[elder]!.elder;
          const items = whyNot(s, seat);
          for (const u of items)
            seen.add(u.label.startsWith('Play ') ? 'Play' : u.label.split(' ')[0] === 'Accuse' ? 'Accuse' : u.label);
          for (const u of items) {
            expect(u.reason.length).toBeGreaterThan(0);
            expect(legal.filter((a) => names(u, a)).map((a) => a.key)).toEqual([]);
          }
          checked += items.length;
          const pick = legal[nextInt(rng, legal.length)]!;
          const result = tryApply(touch, s, seat, { key: pick.key });
          if (!result.ok) throw new Error(result.error.message);
          s = result.state as TouchState;
        }
      }
    });
    expect(checked).toBeGreaterThan(0);
    console.info(`touch whyNot: ${checked} items checked; labels seen: ${[...seen].sort().join(', ')}`);
  });
});
