// @vitest-environment happy-dom
/**
 * The Showdown screen, on positions the real rules reach: the default 2-Hero game played
 * by seeded bots until Karl (the human seat) has rolled a Showdown Fight Round against the
 * Vampire with a Town Elder in his Hunting Party and Evil Elders with the Villain, and holds
 * an Event that re-rolls Fight Dice (tests/fixtures/touch/shared/showdown-save.ts). Earlier
 * positions of the same game are replayed from its record.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { replay, tryApply, type GameRecord } from '../../src/engine';
import { touch } from '../../src/games/touch';
import { cardOf } from '../../src/games/touch/cards';
import { elderDef, villainDef } from '../../src/games/touch/content';
import { FIGHT_TARGET } from '../../src/games/touch/fight-round';
import type { FightState, TouchState } from '../../src/games/touch/state';
import TouchTable from '../../src/renderer/src/games/touch/TouchTable.vue';
import { showdownScreen } from '../../src/renderer/src/games/touch/touch-showdown';
import {
  afterReroll,
  findShowdown,
  HUMAN_SEAT,
  playUntil,
  showdownSave,
  type ShowdownPosition,
} from '../fixtures/touch/shared/showdown-save';
import { touchSeatView } from './touch-fixture';

let position: ShowdownPosition;
let wrapper: VueWrapper | null = null;

beforeAll(() => {
  position = findShowdown();
});

beforeEach(() => {
  setActivePinia(createPinia());
  window.localStorage.clear();
  // The window's question is looked at here: nothing is passed for the player.
  window.localStorage.setItem('boardwright.touch.autoPass', 'never');
});
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

function mountTable(state: TouchState, seat: number, readOnly = false): VueWrapper {
  wrapper = mount(TouchTable, {
    props: { seatView: touchSeatView(state, seat), thinking: [], busy: false, readOnly },
    attachTo: document.body,
  });
  return wrapper;
}

function fightOf(state: TouchState): FightState {
  const task = state.tasks.find((t) => t.t === 'fight');
  if (task?.t !== 'fight') throw new Error('a Fight is on the stack');
  return task.fight;
}

/** The state after the record's first `n` actions. */
function replayed(record: GameRecord, n: number): TouchState {
  const result = replay<TouchState>(touch, { ...record, actions: record.actions.slice(0, n) });
  if (!result.ok) throw new Error(result.error);
  return result.state;
}

/** The first position of the recorded game where `when` holds. */
function firstWhere(when: (state: TouchState) => boolean): TouchState {
  let state = replayed(position.record, 0);
  for (const { seat, key } of position.record.actions) {
    if (when(state)) return state;
    const result = tryApply(touch, state, seat, { key });
    if (!result.ok) throw new Error(result.error.message);
    state = result.state as TouchState;
  }
  if (when(state)) return state;
  throw new Error('the recorded game never reaches that position');
}

/** The position after the human plays the re-roll Event, and the round applies (the seats asked after it can only pass). */
function rerolled(): TouchState {
  const reroll = touch.legalActions(position.state, HUMAN_SEAT).find((a) => a.key === position.reroll);
  const after = reroll && afterReroll(position.state, reroll);
  if (!after) throw new Error('the re-roll is refused, or leaves another play open');
  return after;
}

const dieWords = (values: readonly number[]): string[] =>
  values.map((v) => `${v}, ${v >= FIGHT_TARGET ? 'success' : 'miss'}`);

describe('the save generator', () => {
  it('makes a save file whose record replays to the Showdown with the re-roll offered', () => {
    const save = showdownSave(position);
    expect(save.format).toBe('boardwright-save');
    expect(save.seats).toEqual([{ kind: 'human' }, { kind: 'ai', level: 'random' }]);
    const result = replay<TouchState>(touch, save.record);
    if (!result.ok) throw new Error(result.error);
    expect(result.state.showdown?.step).toBe('fight');
    expect(touch.toAct(result.state)).toEqual([HUMAN_SEAT]);
    expect(touch.legalActions(result.state, HUMAN_SEAT).map((a) => a.key)).toContain(position.reroll);
    // The same seeds always make the same game.
    expect(findShowdown().record).toEqual(position.record);
  });
});

describe('showdownScreen', () => {
  it('is null with no Showdown, and says when the Hunting Party is being chosen', () => {
    expect(showdownScreen(touch.view(replayed(position.record, 0), HUMAN_SEAT))).toBeNull();
    const party = firstWhere((s) => s.showdown?.step === 'party');
    const screen = showdownScreen(touch.view(party, HUMAN_SEAT))!;
    expect(screen.round).toBeNull();
    expect(screen.now).toEqual(['The Hunting Party is being chosen: up to 2 Town Elders.']);
  });

  it('names the Lair, the round, the Hero fighting with its Wounds and Fight Dice, and the party', () => {
    const state = position.state;
    const screen = showdownScreen(touch.view(state, HUMAN_SEAT))!;
    const lair = cardOf('lair', state.showdown!.lair);
    expect(screen.lair.name).toBe(lair.name);
    expect(screen.lair.text).toBe(`Costs ${lair.cost} Investigation. ${lair.text}`);
    expect(screen.round).toBe(1);
    const karl = screen.heroes[0]!;
    expect(karl).toMatchObject({ name: 'Karl', you: true, fighting: true, wounds: state.heroes[0]!.wounds });
    // "Fight Dice are still rolled as normal by both the Hero and the Villain": the dice rolled are the Hero's Fight Dice.
    expect(karl.fightDice).toBe(fightOf(state).pending!.hero.length);
    const members = state.showdown!.party;
    expect(screen.party.map((p) => p.name)).toEqual(members.map((m) => elderDef(state.elders[m.elder]!.elder).name));
    expect(screen.party.every((p) => p.with === 'Karl')).toBe(true);
    expect(karl.elders).toEqual(screen.party.map((p) => p.name));
  });

  it('gives the Villain’s Combat, Health and Wounds with its Evil Elders, and splits its dice as the book does', () => {
    const state = position.state;
    const screen = showdownScreen(touch.view(state, HUMAN_SEAT))!;
    const evilElders = state.elders.filter((e) => e.status === 'evil').map((e) => elderDef(e.elder));
    const evil = evilElders.map((e) => e.evil);
    const def = villainDef(state.villain.villain);
    expect(screen.evilElders.map((e) => e.name)).toEqual(evilElders.map((e) => `${e.evil.name} (${e.name})`));
    // "Once killed, an Evil Elder no longer gives a bonus to the Villain": the same table with them dead.
    const withoutEvil = touch.view(state, HUMAN_SEAT);
    for (const e of withoutEvil.elders) if (e.status === 'evil') e.status = 'dead';
    const plain = showdownScreen(withoutEvil)!.villain;
    expect(screen.villain.health - plain.health).toBe(evil.reduce((n, e) => n + e.health, 0));
    expect(screen.villain.combat - plain.combat).toBe(evil.reduce((n, e) => n + e.combat, 0));
    expect(plain.health).toBeGreaterThanOrEqual(def.health);
    // "The Villain rolls Fight Dice equal to its Combat Skill."
    expect(screen.villain.combat).toBe(fightOf(state).pending!.enemy.length);
    expect(screen.villain.wounds).toBe(state.villain.wounds);
    // "it must roll one of its Fight Dice specifically against each of the Town Elders in the Hunting Party; its remaining Fight Dice then target the Hero."
    const party = screen.party.map((p) => `1 die at ${p.name}`);
    expect(screen.villain.split).toEqual([...party, `${screen.villain.combat - party.length} dice at Karl`]);
  });

  it('says, once a round is applied, what comes before the next roll', () => {
    const after = rerolled();
    expect(fightOf(after).pending).toBeNull();
    const screen = showdownScreen(touch.view(after, HUMAN_SEAT))!;
    expect(screen.round).toBe(2);
    // "The Hero must decide how they will split their Fight Dice before rolling."
    expect(screen.now).toContain('Before rolling, Karl may aim Fight Dice at Evil Elders; the rest go at The Vampire.');
    // "At the start of each Showdown Fight Round after the first, you have an opportunity to send any of the Town Elders in your Hunting Party back"
    expect(screen.now).toContain('Before rolling, Karl may send Elders of the Hunting Party back to Town.');
  });

  it('fought together, lists every Hero taking part and the Villain’s full Combat against each', () => {
    const config = { ...position.record.config, mode: 'cooperative' as const };
    let played: ReturnType<typeof playUntil<true>> = null;
    for (let seed = 1; seed < 40 && !played; seed++)
      played = playUntil(config, seed, (s) => (s.showdown?.step === 'fight' && s.showdown.heroes.length > 1) || null);
    if (!played) throw new Error('no Cooperative Showdown with two Heroes in 40 games');
    const view = touch.view(played.state, HUMAN_SEAT);
    const screen = showdownScreen(view)!;
    const fight = fightOf(played.state);
    expect(screen.heroes.map((h) => h.name)).toEqual(
      played.state.showdown!.heroes.map((h) => (h === 0 ? 'Karl' : 'Inspector Cooke')),
    );
    expect(screen.heroes.filter((h) => h.fighting)).toHaveLength(1);
    const other = screen.heroes.find((h) => !h.fighting)!.name;
    expect(fight.hero === 0 ? 'Karl' : 'Inspector Cooke').not.toBe(other);
    // "the Villain gets its full Combat attack against each and every Hero taking part"
    expect(screen.villain.split.at(-1)).toBe(
      `All ${screen.villain.combat} dice again at ${other}, in their own Fight Rounds`,
    );
  });

  it('shows another seat the same Showdown, without calling Karl theirs', () => {
    const screen = showdownScreen(touch.view(position.state, 1))!;
    expect(screen.heroes[0]).toMatchObject({ name: 'Karl', you: false, fighting: true });
  });
});

describe('the Showdown screen on the table', () => {
  it('takes the map’s place and holds the dice tray with the re-roll among the window’s choices', async () => {
    const state = position.state;
    const w = mountTable(state, HUMAN_SEAT);
    const screen = w.find('[data-testid=touch-showdown-screen]');
    expect(screen.exists()).toBe(true);
    expect(w.find('[data-testid=touch-map]').exists()).toBe(false);
    expect(screen.find('[data-testid=showdown-round]').text()).toBe('Fight Round 1');
    expect(screen.find('[data-testid=showdown-hero]').attributes('data-fighting')).toBe('true');
    expect(screen.find('[data-testid=showdown-hero] .now-badge').text()).toBe('Fighting now');
    // The tray is on the Showdown screen only; the prompt points there.
    const tray = screen.find('[data-testid=touch-dice]');
    expect(tray.attributes('data-status')).toBe('pending');
    expect(w.findAll('[data-testid=touch-dice]')).toHaveLength(1);
    expect(w.find('[data-testid=touch-prompt] [data-testid=touch-window-elsewhere]').exists()).toBe(true);
    const pending = fightOf(state).pending!;
    const heroDice = tray.findAll('[data-testid=dice-side]')[0]!.findAll('[data-testid=die]');
    expect(heroDice.map((d) => d.attributes('aria-label'))).toEqual(dieWords(pending.hero));
    const reroll = tray.find(`button[data-action-key="${position.reroll}"]`);
    expect(reroll.exists()).toBe(true);
    await reroll.trigger('click');
    expect(w.emitted('act')?.map((a) => a[0])).toEqual([position.reroll]);
  });

  it('after the re-roll, the tray shows the new dice, applied: only failed dice were rolled again', () => {
    const before = fightOf(position.state).pending!.hero;
    const after = rerolled();
    // Nobody else holds an Event: the window closes and the round's results apply with the new dice.
    expect(fightOf(after).pending).toBeNull();
    const rolled = fightOf(after).last!.hero;
    // "Play after rolling Fight Dice: re-roll up to 2 of them." — the Hero's successes stay as they were.
    const count = cardOf('event', Number(position.reroll.split(':')[1])).effects.find((e) => e.op === 'reroll');
    const changed = rolled.filter((v, i) => v !== before[i]).length;
    expect(changed).toBeLessThanOrEqual(count?.op === 'reroll' ? count.count : 0);
    before.forEach((v, i) => {
      if (v >= FIGHT_TARGET) expect(rolled[i]).toBe(v);
    });
    const w = mountTable(after, HUMAN_SEAT);
    expect(w.find('[data-testid=touch-showdown-screen] [data-testid=touch-dice]').attributes('data-status')).toBe(
      'applied',
    );
    const side = w.find('[data-testid=touch-showdown-screen] [data-testid=dice-side]');
    expect(side.findAll('[data-testid=die]').map((d) => d.attributes('aria-label'))).toEqual(dieWords(rolled));
    const hits = rolled.filter((v) => v >= FIGHT_TARGET).length;
    expect(side.find('[data-testid=dice-result]').text()).toBe(`${hits} ${hits === 1 ? 'Hit' : 'Hits'} on The Vampire`);
  });

  it('with the map hidden, offers an Escape as a button in the prompt', () => {
    const after = rerolled();
    const escapes = touch.legalActions(after, HUMAN_SEAT).filter((a) => a.type === 'escape');
    // "The Hero may Escape from a Showdown in the same way as Escaping from a normal Fight."
    expect(escapes.length).toBeGreaterThan(0);
    const w = mountTable(after, HUMAN_SEAT);
    const prompt = w.find('[data-testid=touch-prompt]');
    // Every Road has the same name: each button says where its Road leads.
    const details = escapes.map((a) => prompt.find(`button[data-action-key="${a.key}"] .detail`).text());
    expect(new Set(details).size).toBe(escapes.length);
    for (const d of details) expect(d).toMatch(/^Leads on to /);
    expect(prompt.find('[data-testid=touch-map-hint]').exists()).toBe(false);
    // The Fight's numbers are on the Showdown screen, not repeated (as an enemy with no dice) in the prompt.
    expect(prompt.find('[data-testid=touch-fight]').exists()).toBe(false);
  });

  it('in a replayed position shows the screen and its dice, with no buttons', () => {
    const w = mountTable(position.state, HUMAN_SEAT, true);
    const screen = w.find('[data-testid=touch-showdown-screen]');
    expect(screen.find('[data-testid=touch-dice]').exists()).toBe(true);
    expect(screen.findAll('button')).toHaveLength(0);
    expect(w.findAll('[data-testid=touch-dice]')).toHaveLength(1);
  });
});
