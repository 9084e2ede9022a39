/** What the home and setup screens list: games, AI levels, recent matches (open and lately closed), saves. */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { AiLevelInfo, GameInfo, RecentMatch, SaveInfo } from '../../../shared/api';
import { getApi } from '../api/bridge';
import { useErrorStore } from './errors';

export const useLibraryStore = defineStore('library', () => {
  const games = ref<GameInfo[]>([]);
  const aiLevels = ref<AiLevelInfo[]>([]);
  const matches = ref<RecentMatch[]>([]);
  const saves = ref<SaveInfo[]>([]);
  const loaded = ref(false);

  async function refresh(): Promise<void> {
    const errors = useErrorStore();
    const api = getApi();
    await Promise.all([
      errors.guard(async () => (games.value = await api.call('games.list', {})), 'Could not list the games'),
      errors.guard(async () => (aiLevels.value = await api.call('ai.levels', {})), 'Could not list the AI levels'),
      errors.guard(async () => (matches.value = await api.call('match.recent', {})), 'Could not list the recent games'),
      errors.guard(async () => (saves.value = await api.call('saves.list', {})), 'Could not list the saved games'),
    ]);
    loaded.value = true;
  }

  function gameById(id: string): GameInfo | undefined {
    return games.value.find((g) => g.id === id);
  }

  return { games, aiLevels, matches, saves, loaded, refresh, gameById };
});
