/**
 * Evy's services: the campaign of adventures played as ordinary matches
 * (`campaign.*`) and the difficulty meter that plays a draft adventure in the
 * background workers (`meter.*`).
 */
import { EVY_ADVENTURES } from '../../../games/evy/content';
import { EVY_API } from '../../../shared/games/evy/api';
import { defineGameServices } from '../../extensions';
import { CampaignService } from './campaign/campaign-service';
import { CampaignStore } from './campaign/campaign-store';
import { campaignLibrary } from './campaign/library-campaigns';
import { MeterService } from './meter/meter-service';

export const evyServices = defineGameServices({
  api: EVY_API,
  create({ dataDir, games, pool, requests, matches, library, emit }) {
    const campaign = new CampaignService({
      adventures: EVY_ADVENTURES,
      matches,
      store: new CampaignStore(dataDir),
      emit,
      library: campaignLibrary(library, EVY_ADVENTURES.length),
    });
    const meters = new MeterService({ games, pool, requests, emit });
    return {
      handlers: {
        'campaign.status': () => campaign.status(),
        'campaign.start': ({ player, difficulty, campaign: chosen }) => campaign.begin(player, difficulty, chosen),
        'campaign.play': () => campaign.play(),
        'campaign.finish': ({ matchId }) => campaign.finish(matchId),
        'campaign.abandon': () => campaign.abandon(),
        'meter.start': (req) => meters.start(req),
        'meter.cancel': ({ meterId }) => meters.cancel(meterId),
        'meter.status': ({ meterId }) => meters.status(meterId),
      },
      start: () => campaign.start(),
      shutdown: () => meters.shutdown(),
    };
  },
});
