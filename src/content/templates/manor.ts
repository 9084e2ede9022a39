/**
 * Valid All Manor of Evil documents for new library items: the built-in content as
 * it is, since every file must keep what setup draws from at every player count
 * (a designer tunes cards rather than starting from an empty box).
 */
import { MANOR_CONTENT_FILES } from '../../games/manor/content';

export function manorRelicsTemplate(): unknown {
  return structuredClone(MANOR_CONTENT_FILES.relics);
}

export function manorActionsTemplate(): unknown {
  return structuredClone(MANOR_CONTENT_FILES.actions);
}

export function manorGodsTemplate(): unknown {
  return structuredClone(MANOR_CONTENT_FILES.gods);
}

export function manorRolesTemplate(): unknown {
  return structuredClone(MANOR_CONTENT_FILES.roles);
}

export function manorComponentsTemplate(): unknown {
  return structuredClone(MANOR_CONTENT_FILES.components);
}
