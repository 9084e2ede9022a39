/**
 * What a click on the map, a key, or a hand card does on Evy's board. The
 * choice is always among the legal actions the services sent: a card chosen
 * narrows them to its uses, the attack key to the plain attacks; a click or a
 * direction that names exactly one of them takes it, several narrow the list.
 */
import { computed, ref, watch, type ComputedRef } from 'vue';
import type { LegalAction } from '../../../../shared/api';
import type { Direction, EvyView, Hex } from '../../../../games/evy/types';
import { asEvyAction, shapeOf, usesNaming, type EvyControls } from './evy-controls';
import { hexKey, neighbour } from './evy-geometry';
import type { KeyCommand } from './evy-keys';
import type { MapMarks } from './EvyMap.vue';

export interface EvyInputHooks {
  act(action: LegalAction): void;
  undo(): void;
  toggleHelp(): void;
  /** Called first on any command: a running monster replay gives way. */
  interrupt(): void;
}

export function useEvyInput(view: ComputedRef<EvyView>, controls: ComputedRef<EvyControls>, hooks: EvyInputHooks) {
  const selectedCard = ref<number | null>(null);
  const attackMode = ref(false);
  /** The uses still in question after a click that named several. */
  const narrowed = ref<LegalAction[] | null>(null);
  /** The use under the pointer in the list: its shape is drawn on the map. */
  const preview = ref<LegalAction | null>(null);
  const notice = ref<string | null>(null);

  function clear(): void {
    selectedCard.value = null;
    attackMode.value = false;
    narrowed.value = null;
    preview.value = null;
  }

  // A new position: what was chosen may be gone.
  watch(
    () => controls.value,
    () => {
      clear();
      notice.value = null;
    },
  );

  const cardUses = computed<LegalAction[]>(() =>
    selectedCard.value === null ? [] : (controls.value.cardUses.get(selectedCard.value) ?? []),
  );
  /** The numbered answers on offer: a chosen card's uses, else the prompt's. */
  const choices = computed(
    () => narrowed.value ?? (selectedCard.value !== null ? cardUses.value : controls.value.prompts),
  );

  const marks = computed<MapMarks>(() => {
    const c = controls.value;
    const keys = (hexes: Iterable<Hex>) => new Set([...hexes].map(hexKey));
    const evy = view.value.evy;
    const shape = keys(preview.value ? shapeOf(preview.value, evy) : []);
    if (selectedCard.value !== null) {
      return {
        steps: new Set(),
        attacks: new Set(),
        options: keys(choices.value.flatMap((use) => shapeOf(use, evy))),
        shape,
      };
    }
    if (attackMode.value) return { steps: new Set(), attacks: new Set(c.attacks.keys()), options: new Set(), shape };
    return {
      steps: new Set(c.steps.keys()),
      attacks: new Set(c.attacks.keys()),
      options: new Set(c.tieChoices.keys()),
      shape,
    };
  });

  /**
   * The move a click on each hex makes now, by hex, as `clickHex` decides it: the map marks those
   * tiles with the move's key (what a lesson step points at). None while a card is chosen: a click
   * there may name several uses.
   */
  const hexActions = computed<ReadonlyMap<string, string>>(() => {
    const c = controls.value;
    const keys = new Map<string, string>();
    if (selectedCard.value !== null) return keys;
    if (!attackMode.value) for (const [hex, step] of c.steps) keys.set(hex, step.action.key);
    for (const [hex, attack] of c.attacks) keys.set(hex, attack.action.key);
    for (const [hex, tie] of c.tieChoices) keys.set(hex, tie.action.key);
    return keys;
  });

  function pick(candidates: LegalAction[]): void {
    if (candidates.length === 1) hooks.act(candidates[0] as LegalAction);
    else if (candidates.length > 1) {
      narrowed.value = candidates;
      notice.value = 'Several uses fit: choose one from the list.';
    }
  }

  function clickHex(hex: Hex): void {
    hooks.interrupt();
    const key = hexKey(hex);
    const c = controls.value;
    if (selectedCard.value !== null) return pick(usesNaming(narrowed.value ?? cardUses.value, hex, view.value.evy));
    const answer = c.tieChoices.get(key) ?? c.attacks.get(key) ?? (attackMode.value ? undefined : c.steps.get(key));
    if (answer) hooks.act(answer);
  }

  function direction(dir: Direction): void {
    const target = neighbour(view.value.evy, dir);
    const c = controls.value;
    if (selectedCard.value !== null) {
      const pool = narrowed.value ?? cardUses.value;
      const byDirection = pool.filter((use) => (asEvyAction(use) as { direction?: Direction }).direction === dir);
      return pick(byDirection.length ? byDirection : usesNaming(pool, target, view.value.evy));
    }
    const key = hexKey(target);
    const answer = attackMode.value ? c.attacks.get(key) : (c.steps.get(key) ?? c.tieChoices.get(key));
    if (answer) hooks.act(answer);
    else notice.value = attackMode.value ? 'No monster to attack that way.' : 'Evy cannot step that way.';
  }

  function selectCard(card: number): void {
    hooks.interrupt();
    attackMode.value = false;
    narrowed.value = null;
    preview.value = null;
    selectedCard.value = selectedCard.value === card ? null : card;
  }

  function attack(): void {
    const attacks = [...controls.value.attacks.values()];
    selectedCard.value = null;
    if (attacks.length === 1) hooks.act(attacks[0] as LegalAction);
    else if (attacks.length > 1) attackMode.value = !attackMode.value;
    else notice.value = 'There is no monster next to Evy to attack.';
  }

  function command(cmd: KeyCommand): void {
    hooks.interrupt();
    const c = controls.value;
    switch (cmd.type) {
      case 'direction':
        return direction(cmd.dir);
      case 'attack':
        return attack();
      case 'roll':
        if (c.roll) hooks.act(c.roll);
        return;
      case 'end-turn':
        if (c.endTurn) hooks.act(c.endTurn);
        return;
      case 'undo':
        return hooks.undo();
      case 'help':
        return hooks.toggleHelp();
      case 'cancel':
        return clear();
      case 'digit': {
        const choice = choices.value[cmd.n - 1];
        if (choice) hooks.act(choice);
        else if (choices.value.length === 0) {
          // No question open: the digit chooses a hand card.
          const card = view.value.hand[cmd.n - 1];
          if (card && c.cardUses.has(card.id)) selectCard(card.id);
        }
      }
    }
  }

  return {
    selectedCard,
    attackMode,
    narrowed,
    preview,
    notice,
    choices,
    marks,
    hexActions,
    clickHex,
    selectCard,
    attack,
    command,
    clear,
  };
}
