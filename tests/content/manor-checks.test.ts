/** All Manor of Evil's semantic content checks: what setup needs at every player count, ids, the book's counts. */
import { describe, expect, it } from 'vitest';
import { checkContentText } from '../../src/content/check-text';
import {
  checkManorActions,
  checkManorComponents,
  checkManorGods,
  checkManorRelics,
  checkManorRoles,
} from '../../src/content/checks/manor';
import { MANOR_CONTENT_FILES } from '../../src/games/manor/content';
import type {
  ActionDef,
  ComponentsDef,
  GodDef,
  LovecraftRoleDef,
  RelicsFile,
  RoleDef,
} from '../../src/games/manor/types';
import { nodeContentValidators } from '../../src/services/library/validators';

type Problem = { path: string; message: string; severity: string };
const messages = (problems: Problem[]): string[] => problems.map((p) => `${p.severity} ${p.path}: ${p.message}`);

const relics = (): RelicsFile => structuredClone(MANOR_CONTENT_FILES.relics) as RelicsFile;
const actions = (): { actions: ActionDef[] } =>
  structuredClone(MANOR_CONTENT_FILES.actions) as { actions: ActionDef[] };
const gods = (): { gods: GodDef[] } => structuredClone(MANOR_CONTENT_FILES.gods) as { gods: GodDef[] };
const roles = (): { roles: RoleDef[]; lovecraft: LovecraftRoleDef[] } =>
  structuredClone(MANOR_CONTENT_FILES.roles) as { roles: RoleDef[]; lovecraft: LovecraftRoleDef[] };
const components = (): ComponentsDef => structuredClone(MANOR_CONTENT_FILES.components) as ComponentsDef;

describe('Manor content checks', () => {
  it('the built-in files pass every check', () => {
    expect(checkManorRelics(relics())).toEqual([]);
    expect(checkManorActions(actions())).toEqual([]);
    expect(checkManorGods(gods())).toEqual([]);
    expect(checkManorRoles(roles())).toEqual([]);
    expect(checkManorComponents(components())).toEqual([]);
  });

  it('relics: ids unique, a deck large enough to deal, the book’s 62 a warning, "may" in the text', () => {
    const data = relics();
    data.relics[1]!.id = data.relics[0]!.id;
    const optional = data.relics.findIndex((r) => r.special?.may === true);
    data.relics[optional]!.special!.may = false;
    expect(messages(checkManorRelics(data))).toEqual([
      `error /relics/1/id: the id "${data.relics[0]!.id}" is already used by relic 1; ids must be unique`,
      `warning /relics/${optional}/text: ${data.relics[optional]!.name} says "may" but its ability is compulsory ("may": false)`,
    ]);
    const fewer = relics();
    fewer.relics[0]!.copies += 1;
    expect(messages(checkManorRelics(fewer))).toEqual([
      "warning /relics: the deck has 63 relics; the book's has 62, so games will run longer or shorter",
    ]);
    const tiny = relics();
    tiny.relics = tiny.relics.slice(0, 3).map((r) => ({ ...r, copies: 1 }));
    const [problem] = checkManorRelics(tiny);
    expect(problem?.severity).toBe('error');
    expect(problem?.message).toMatch(/^the deck has 3 relics; it needs at least \d+ to deal the hardest solo game/);
  });

  it('action cards: each initiative once, every room reachable', () => {
    const data = actions();
    data.actions[1]!.initiative = data.actions[0]!.initiative;
    for (const a of data.actions) a.rooms = a.rooms.map((r) => (r === 'foyer' ? 'attic' : r));
    expect(messages(checkManorActions(data))).toEqual([
      `error /actions/1/initiative: ${data.actions[1]!.name} has the initiative of ${data.actions[0]!.name}; each card needs its own, or the resolution order is undecided`,
      'warning /actions: no action card steals from the foyer: its relic can only be taken by other means',
    ]);
  });

  it('elder gods: a face of each colour at every count, ranges in order, two faces per card of one colour', () => {
    const data = gods();
    // Only faces for 1 to 4 players stay red: five and six have no red god.
    data.gods = data.gods.filter((g) => g.colour !== 'red' || g.maxPlayers === 4);
    data.gods[0]!.minPlayers = 5;
    data.gods[0]!.maxPlayers = 4;
    data.gods[1]!.colour = 'green';
    data.gods[2]!.side = data.gods[3]!.side;
    expect(messages(checkManorGods(data))).toEqual([
      `error /gods/0/maxPlayers: ${data.gods[0]!.name} is for 5 to 4 players: the most must not be below the fewest`,
      `warning /gods/1/colour: card 1's other face is blue: both faces of a card share a colour`,
      `warning /gods/3/side: card 2 already has a back face (entry 3)`,
      'error /gods: no red elder god is for 5 players: setup needs one of each colour',
      'error /gods: no red elder god is for 6 players: setup needs one of each colour',
    ]);
  });

  it('roles: ids unique across both lists, a role per seat, a (1+) role, the Cultists 2+, the Author', () => {
    const data = roles();
    const taken = data.roles[4]!.id;
    data.lovecraft[1]!.id = taken;
    data.lovecraft = data.lovecraft.filter((r) => r.id !== 'author');
    // Five roles: three Cultists and two (1+) roles, one short for six players.
    data.roles = data.roles.filter((r) => r.minPlayers < 3 && r.id !== 'night-watchman');
    data.roles[0]!.minPlayers = 1;
    expect(messages(checkManorRoles(data))).toEqual([
      `error /lovecraft/0/id: the id "${taken}" is already used by role 5; ids must be unique`,
      'error /roles: 6 players need 6 roles, but only 5 are dealt at that count',
      `error /roles/0/minPlayers: ${data.roles[0]!.name} is the solo opponent, so the solo player must never draw it: its icon must be at least 2+`,
      'error /lovecraft: Lovecraft\'s solo card (id "author") is missing',
    ]);
  });

  it('roles: the solo game needs a (1+) role and a cultist to face', () => {
    const data = roles();
    data.roles = data.roles.filter((r) => r.cultist === undefined).map((r) => ({ ...r, minPlayers: 2 }));
    expect(messages(checkManorRoles(data))).toEqual([
      'error /roles: no role has the (1+) icon: the solo player needs one',
      'error /roles: no role is a cultist: the solo game needs one to play against',
    ]);
    const twoCultists = roles();
    twoCultists.roles = twoCultists.roles.filter((r) => r.cultist !== 'green');
    expect(messages(checkManorRoles(twoCultists))).toEqual([
      "warning /roles: there is no green cultist: the solo game never faces the green elder god's cultist",
    ]);
  });

  it('components: waking gods at another count than the book’s is a warning', () => {
    expect(messages(checkManorComponents({ ...components(), awakenAt: 5 }))).toEqual([
      "warning /awakenAt: elder gods wake at 5 tokens; the book's wake at 6, so the gods' pace changes",
    ]);
  });

  it('checkContentText runs the schema, then the checks, on each Manor type', () => {
    const data = gods();
    data.gods[0]!.maxPlayers = 1;
    const problems = checkContentText('manor-gods', JSON.stringify(data), nodeContentValidators()).problems;
    expect(messages(problems)).toContain(
      `error /gods/0/maxPlayers: ${data.gods[0]!.name} is for 3 to 1 players: the most must not be below the fewest`,
    );
    const broken = checkContentText('manor-relics', '{"relics": [], "skeletonKey": {}}', nodeContentValidators());
    expect(broken.problems.every((p) => p.severity === 'error')).toBe(true);
    expect(broken.problems.length).toBeGreaterThan(0);
  });
});
