/** EverZone's services: the deck gauntlet, played in the background workers (`gauntlet.*`). */
import { EVERZONE_API } from '../../../shared/games/everzone/api';
import { defineGameServices } from '../../extensions';
import { GauntletService } from './gauntlet/gauntlet-service';

export const everzoneServices = defineGameServices({
  api: EVERZONE_API,
  create({ dataDir, games, pool, library, batchRecords, emit }) {
    const gauntlets = new GauntletService({
      games,
      pool,
      dataDir,
      records: batchRecords,
      emit,
      readContent: async (id) => {
        const item = await library.getContent(id);
        return { type: item.type, name: item.info.name, text: item.text };
      },
    });
    return {
      handlers: {
        'gauntlet.start': (req) => gauntlets.start(req),
        'gauntlet.cancel': ({ gauntletId }) => gauntlets.cancel(gauntletId),
        'gauntlet.status': ({ gauntletId }) => gauntlets.status(gauntletId),
        'gauntlet.saved': ({ itemId }) => gauntlets.saved(itemId),
      },
      start: () => gauntlets.pruneRecords(),
      shutdown: () => gauntlets.shutdown(),
    };
  },
});
