// @vitest-environment happy-dom
/**
 * A Touch of Evil's table mounted on seat views made by the real rules: the map
 * draws every space with its name and the Heroes on it by name, the spaces a move
 * reaches are buttons that send that move (click and keyboard), the prompt lists
 * the other actions, and the sheets show only what the seat may know.
 * Only the keys sent are checked: the services decide.
 */
import { mount, type VueWrapper } from '@vue/test-utils';
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHADOWBROOK, spaceNumber } from '../../src/games/touch/board';
import { cardIds, cardOf } from '../../src/games/touch/cards';
import { heroDef, TOUCH_CONTENT } from '../../src/games/touch/content';
import { healthBoxes, skill } from '../../src/games/touch/hero-stats';
import { villainCombat, villainHealth } from '../../src/games/touch/villain';
import TouchMap from '../../src/renderer/src/games/touch/TouchMap.vue';
import TouchTable from '../../src/renderer/src/games/touch/TouchTable.vue';
import { act, legalOf, newGame, touchSeatView, TWO_HEROES } from './touch-fixture';

let wrapper: VueWrapper | null = null;

function mountTable(seatView: ReturnType<typeof touchSeatView>, busy = false): VueWrapper {
  wrapper = mount(TouchTable, { props: { seatView, thinking: [], busy }, attachTo: document.body });
  return wrapper;
}

function acted(w: VueWrapper): string[] {
  return (w.emitted('act') ?? []).map((args) => args[0] as string);
}

/** Karl's turn after his movement roll: the legal actions are steps to spaces. */
function moving() {
  return act(newGame(), 'roll', 0);
}

beforeEach(() => setActivePinia(createPinia()));
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

describe('the map of Shadowbrook', () => {
  it('draws every space of the board with its name, and both Heroes at the Town Hall by name', () => {
    const seatView = touchSeatView(newGame(), 0);
    const w = mount(TouchMap, { props: { view: seatView.view, legal: seatView.legal, disabled: false } });
    const spaces = w.findAll('[data-space]');
    expect(spaces).toHaveLength(30);
    const names = w.findAll('[data-space] text.name').map((t) => t.text());
    for (const name of ['Town Hall', 'Church', 'Blacksmith', "Doctor's Office", "Magistrate's Office"])
      expect(names).toContain(name);
    for (const name of ['The Manor', 'Windmill', 'Abandoned Keep', 'Olde Woods', 'Fields', 'Marsh', 'Crossroads'])
      expect(names).toContain(name);
    // The Roads print no name (their waymark stones say what they are); each still says it in words.
    expect(names).toHaveLength(13);
    expect(w.findAll('[data-space^=road-]').map((r) => r.attributes('aria-label'))).toEqual(Array(17).fill('Road'));
    const townHall = w.find('[data-space=town-hall]');
    const figures = w.findAll('[data-pieces-of=town-hall] [data-piece=hero]');
    expect(figures.map((p) => p.text())).toEqual(['● Karl', '● Inspector Cooke']);
    expect(townHall.attributes('aria-label')).toBe('Town Hall: Karl, Inspector Cooke');
    // Before the roll nothing on the map is a move.
    expect(w.findAll('[data-reachable]')).toHaveLength(0);
    expect(w.findAll('[role=button]')).toHaveLength(0);
  });

  it('prints Minions, Elders on the Hunt, Militia and Investigation markers on their spaces', () => {
    const state = newGame();
    const marsh = spaceNumber(SHADOWBROOK, 'marsh');
    state.minions.push({ minion: 'wolves', space: marsh, round: false });
    state.elders[0]!.hunting = marsh;
    state.militia[marsh] = 2;
    state.clues[marsh] = 3;
    const seatView = touchSeatView(state, 0);
    const w = mount(TouchMap, { props: { view: seatView.view, legal: seatView.legal, disabled: false } });
    expect(w.findAll('[data-pieces-of=marsh] .piece').map((p) => p.text())).toEqual([
      'Wolves',
      'Lord Hanbrook (on the Hunt)',
      'Militia ×2',
      'Investigation ×3',
    ]);
  });

  it('highlights the spaces a step reaches; a click, Enter or Space sends that step, and nothing while busy', async () => {
    const seatView = touchSeatView(moving(), 0);
    const steps = seatView.legal.filter((l) => l.action.key.startsWith('step:'));
    expect(steps.length).toBeGreaterThan(0);
    const w = mount(TouchMap, { props: { view: seatView.view, legal: seatView.legal, disabled: false } });
    const reachable = w.findAll('[data-reachable=true]');
    expect(reachable.map((r) => `step:${r.attributes('data-space')}`).sort()).toEqual(
      steps.map((s) => s.action.key).sort(),
    );
    for (const r of reachable) {
      expect(r.attributes('role')).toBe('button');
      expect(r.attributes('tabindex')).toBe('0');
    }
    await reachable[0]!.trigger('click');
    await reachable[0]!.trigger('keydown', { key: 'Enter' });
    await reachable[0]!.trigger('keydown', { key: ' ' });
    const key = `step:${reachable[0]!.attributes('data-space')}`;
    expect((w.emitted('choose') ?? []).map((args) => (args[0] as { action: { key: string } }).action.key)).toEqual([
      key,
      key,
      key,
    ]);
    // A space the move does not reach sends nothing.
    await w.find('[data-space=olde-woods]').trigger('click');
    expect(w.emitted('choose')).toHaveLength(3);

    await w.setProps({ disabled: true });
    await reachable[0]!.trigger('click');
    expect(w.emitted('choose')).toHaveLength(3);
  });
  it('draws the path the moving Hero has taken this turn, in its colour and in words; none before the first step', () => {
    let s = moving();
    const before = touchSeatView(s, 0);
    expect(
      mount(TouchMap, { props: { view: before.view, legal: before.legal, disabled: false } })
        .find('[data-testid=touch-path]')
        .exists(),
    ).toBe(false);
    const first = legalOf(s, 0).find((l) => l.action.key.startsWith('step:'))!.action.key;
    s = act(s, first, 0);
    const seatView = touchSeatView(s, 0);
    const path = mount(TouchMap, { props: { view: seatView.view, legal: seatView.legal, disabled: false } }).find(
      '[data-testid=touch-path]',
    );
    const start = SHADOWBROOK.spaces[s.turn.start]!;
    const entered = SHADOWBROOK.spaces[s.turn.entered[0]!]!;
    expect(path.attributes('data-spaces')).toBe(`${start.id} ${entered.id}`);
    expect(path.attributes('aria-label')).toBe(`Karl's path this turn: ${start.name}, ${entered.name}.`);
  });
});

describe('the Touch of Evil table', () => {
  it('takes a move on the map and the rest from numbered buttons in the engine’s words', async () => {
    const seatView = touchSeatView(moving(), 0);
    const w = mountTable(seatView);
    const prompt = w.find('[data-testid=touch-prompt]');
    const others = seatView.legal.filter((l) => !l.action.key.startsWith('step:'));
    expect(prompt.findAll('button').map((b) => b.text())).toEqual(others.map((l, i) => `${i + 1} ${l.label}`));
    expect(prompt.find('[data-testid=touch-map-hint]').exists()).toBe(true);
    await w.find('[data-reachable=true]').trigger('click');
    await prompt.find('button[data-choice-key="1"]').trigger('click');
    expect(acted(w)).toEqual([
      `step:${w.find('[data-reachable=true]').attributes('data-space')}`,
      others[0]!.action.key,
    ]);
  });

  it('a number key moves to that choice, so Enter then takes it', () => {
    mountTable(touchSeatView(newGame(), 0));
    window.dispatchEvent(new KeyboardEvent('keydown', { code: 'Digit1' }));
    expect(document.activeElement?.getAttribute('data-action-key')).toBe('roll');
  });

  it('sends nothing while busy, and tells whom it waits for when this seat has nothing to do', async () => {
    const busy = mountTable(touchSeatView(newGame(), 0), true);
    await busy.find('button[data-action-key=roll]').trigger('click');
    expect(acted(busy)).toEqual([]);
    busy.unmount();
    const w = mountTable(touchSeatView(newGame(), 1));
    expect(w.find('[data-testid=touch-prompt]').text()).toContain('Waiting for Karl');
  });

  it('says under a button what its label leaves out: the Investigation an encounter’s choice costs', () => {
    const state = newGame();
    const church = SHADOWBROOK.spaces[spaceNumber(SHADOWBROOK, 'church')]!;
    const choose = church.encounter?.find((e) => e.op === 'choose');
    if (choose?.op !== 'choose') throw new Error('the Church has a choice');
    state.heroes[0]!.investigation = 5;
    state.prompt = { kind: 'choose', hero: 0, options: choose.options.map((o) => ({ ...o, cost: o.cost ?? 0 })) };
    const w = mountTable(touchSeatView(state, 0));
    expect(w.find('[data-testid=touch-question]').text()).toBe('Karl: choose what the encounter gives');
    const buttons = w.findAll('[data-testid=touch-prompt] button');
    expect(buttons.map((b) => (b.find('.detail').exists() ? b.find('.detail').text() : null))).toEqual(
      choose.options.map((o) => (o.cost ? `Costs ${o.cost} Investigation.` : null)),
    );
  });

  it('tells the Fight being fought: the enemy, its dice, Health and Wounds; the last round’s dice are in the tray', () => {
    const state = newGame();
    state.tasks.push({
      t: 'fight',
      fight: {
        hero: 0,
        enemy: { name: 'Wolves', fightDice: 2, health: 2, fightWith: 'combat', wounds: 1, victory: [] },
        rounds: 1,
        prevent: 0,
        pending: null,
        last: { hero: [6, 2, 5], enemy: [3, 5] },
      },
    });
    const w = mountTable(touchSeatView(state, 0));
    expect(w.findAll('[data-testid=touch-fight]').map((p) => p.text())).toEqual([
      'Karl fights Wolves: 2 Fight Dice, Health 2, 1 Wound taken.',
    ]);
    const tray = w.find('[data-testid=touch-dice]');
    expect(tray.attributes('data-status')).toBe('applied');
    expect(tray.findAll('[data-testid=die]').map((d) => d.attributes('aria-label'))).toEqual([
      '6, success',
      '2, miss',
      '5, success',
      '3, miss',
      '5, success',
    ]);
  });

  it('shows the Shadow Track with its Stage and Lair Cost', () => {
    const state = newGame();
    state.track = 7;
    const w = mountTable(touchSeatView(state, 0));
    expect(w.find('[data-testid=touch-track-words]').text()).toBe(
      'Shadow Track 7: Stage IV (in the Red), Lair Cost 4 Investigation.',
    );
  });

  it('names this seat’s Event cards and the Secrets it has seen, and only counts the others', () => {
    const state = newGame();
    const events = cardIds('event');
    const mine = events[0]!;
    const theirs = events.find((c) => cardOf('event', c).name !== cardOf('event', mine).name)!;
    state.heroes[0]!.events = [mine];
    state.heroes[1]!.events = [theirs];
    state.elders[0]!.secrets[0]!.seenBy = 1 << 0;
    state.elders[1]!.secrets[0]!.seenBy = 1 << 1;
    const seenCard = state.elders[0]!.secrets[0]!.card;
    const unseenCard = cardIds('secret').find((c) => cardOf('secret', c).name !== cardOf('secret', seenCard).name)!;
    state.elders[1]!.secrets[0]!.card = unseenCard;
    const w = mountTable(touchSeatView(state, 0));
    const karl = w.find('[data-testid=touch-hero][data-hero=karl]');
    const cooke = w.find('[data-testid=touch-hero][data-hero=inspector-cooke]');
    expect(karl.text()).toContain(cardOf('event', mine).name);
    expect(karl.find('[data-testid=hero-events]').text()).toBe('Events in hand: 1');
    expect(cooke.find('[data-testid=hero-events]').text()).toBe('Events in hand: 1 (1 face down)');
    const secrets = w.findAll('[data-testid=elder-secret]').map((s) => s.text());
    const seen = cardOf('secret', state.elders[0]!.secrets[0]!.card).name;
    expect(secrets[0]).toContain(`You saw: ${seen}`);
    expect(secrets[1]).toBe('Face down, not seen by you (seen by Inspector Cooke)');
    expect(w.text()).not.toContain(cardOf('secret', unseenCard).name);
    expect(w.text()).not.toContain(cardOf('event', theirs).name);
  });
});

describe("the Villain's sheet", () => {
  it('"Multiply the Villains base Health times the total number of Heroes": shown with the printed Health and why', () => {
    const coop = newGame({ ...TWO_HEROES, heroes: ['karl', 'inspector-cooke', 'katarina'], mode: 'cooperative' });
    const stats = mountTable(touchSeatView(coop, 0)).find('[data-testid=villain-stats]').text();
    // The Vampire: Combat 3, Health 3.
    expect(stats).toContain('Combat 3 · Health 9 ·');
    expect(stats).toContain('printed Combat 3, Health 3 ×3, once per Hero;');
    wrapper!.unmount();
    const race = mountTable(touchSeatView(newGame(), 0)).find('[data-testid=villain-stats]').text();
    expect(race).toContain('printed Combat 3, Health 3;');
    expect(race).not.toContain('×');
  });

  it('counts what play has added as the rules do ("All of these bonuses to the Villain remain in effect as long as the Evil Elder is alive")', () => {
    const s = newGame();
    s.elders[0]!.status = 'evil';
    const stats = mountTable(touchSeatView(s, 0)).find('[data-testid=villain-stats]').text();
    const added = { combat: villainCombat(s) - 3, health: villainHealth(s) - 3 };
    expect(added.combat + added.health).toBeGreaterThan(0);
    expect(stats).toContain(`Combat ${villainCombat(s)} · Health ${villainHealth(s)} ·`);
    expect(stats).toContain(`+${added.combat} Combat, +${added.health} Health from play`);
  });
});

describe("a Hero's sheet", () => {
  it('"Some Items, Allies, and Event cards give the Hero additional Health Boxes": Skills and Health as the rules count them, with the printed ones', () => {
    const s = newGame();
    const karl = s.heroes[0]!;
    const musket = TOUCH_CONTENT.townItems.findIndex((i) => i.id === 'musket');
    const coat = TOUCH_CONTENT.townItems.findIndex((i) => i.id === 'heavy-coat');
    karl.carried = [
      { deck: 'town', card: musket },
      { deck: 'town', card: coat },
    ];
    karl.upgrades.combat = 1;
    const printed = heroDef('karl');
    const sheet = mountTable(touchSeatView(s, 1)).find('[data-testid=touch-hero][data-hero=karl]');
    const combat = sheet.findAll('[data-testid=hero-skill]').find((d) => d.text().startsWith('Combat'))!;
    expect(skill(s, 0, 'combat')).toBe(printed.skills.combat + 3);
    expect(combat.text()).toBe(
      `Combat${printed.skills.combat + 3} (${printed.skills.combat} printed, +1 upgrade, +2 from cards)`,
    );
    const spirit = sheet.findAll('[data-testid=hero-skill]').find((d) => d.text().startsWith('Spirit'))!;
    expect(spirit.text()).toBe(`Spirit${printed.skills.spirit}`);
    expect(healthBoxes(s, 0)).toBe(printed.health + 1);
    expect(sheet.find('[data-testid=hero-wounds]').text()).toBe(
      `Wounds 0 of ${printed.health + 1} Health (${printed.health} printed)`,
    );
  });
});

describe('every Hero at a glance', () => {
  it('shows each Hero’s Wounds against the Health the rules count, Investigation, a KO and the turn, and a name brings its sheet into view', async () => {
    const s = newGame();
    s.heroes[0]!.carried = [{ deck: 'town', card: TOUCH_CONTENT.townItems.findIndex((i) => i.id === 'heavy-coat') }];
    s.heroes[0]!.wounds = 2;
    s.heroes[0]!.investigation = 7;
    s.heroes[1]!.ko = true;
    const w = mountTable(touchSeatView(s, 0));
    const glance = (id: string) => w.find(`[data-testid=touch-hero-glance][data-hero=${id}]`).text();
    expect(w.find('[data-testid=touch-hero-glance][data-hero=karl] button').text()).toBe('● Karl (you)');
    expect(glance('karl')).toContain(
      `Wounds 2/${healthBoxes(s, 0)} · Investigation 7 · Events ${s.heroes[0]!.events.length}`,
    );
    expect(glance('karl')).toContain('Turn');
    expect(healthBoxes(s, 0)).toBe(heroDef('karl').health + 1);
    expect(glance('inspector-cooke')).toContain('KO');
    expect(glance('inspector-cooke')).not.toContain('Turn');
    const shown: string[] = [];
    const original = HTMLElement.prototype.scrollIntoView;
    HTMLElement.prototype.scrollIntoView = function (this: HTMLElement) {
      shown.push(this.dataset.hero ?? '');
    };
    try {
      await w.find('[data-testid=touch-hero-glance][data-hero=inspector-cooke] button').trigger('click');
    } finally {
      HTMLElement.prototype.scrollIntoView = original;
    }
    expect(shown).toEqual(['inspector-cooke']);
  });
});

describe('the decks to browse', () => {
  it('"Any player may look through any of the Discard Piles at any time"; "the Stack may be looked through at any time": discards listed newest first, draw piles only counted', () => {
    const s = newGame();
    const events = s.decks.event;
    const [older, newer] = [events.draw.shift()!, events.draw.shift()!];
    events.discard.push(older, newer);
    const musket = TOUCH_CONTENT.townItems.findIndex((i) => i.id === 'musket');
    s.townItems = s.townItems.filter((i) => i !== musket);
    const panel = mountTable(touchSeatView(s, 1)).find('[data-testid=touch-decks]');
    const deck = panel.find('[data-testid=touch-deck][data-deck=event]');
    expect(deck.find('summary').text()).toBe(`Events: ${events.draw.length} to draw, 2 cards discarded`);
    const listed = deck.findAll('li').map((li) => li.find('strong').text());
    expect(listed).toEqual([cardOf('event', newer).name, cardOf('event', older).name]);
    // The face-down pile is counted, never named: its top card is nowhere on the panel.
    const top = cardOf('event', events.draw[0]!).name;
    if (![cardOf('event', newer).name, cardOf('event', older).name].includes(top))
      expect(panel.text()).not.toContain(top);
    const items = panel.find('[data-testid=touch-town-items]');
    expect(items.find('summary').text()).toBe(`Town Items at the Blacksmith: ${s.townItems.length}`);
    expect(items.text()).not.toContain('Musket');
    expect(items.text()).toContain('Torch (2 Investigation)');
  });
});
