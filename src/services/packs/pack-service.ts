import type { ApiRequest, ApiResult, LibraryItemInfo, PackPreview } from '../../shared/api';
import { ServiceError } from '../errors';
import type { LibraryService } from '../library/library-service';

// First version: the pack methods answer that packs are not ready; the real reader/writer lands next.
export class PackService {
  constructor(readonly library: LibraryService) {}
  async export(_req: ApiRequest<'packs.export'>): Promise<ApiResult<'packs.export'>> {
    throw new ServiceError('internal', 'Content packs are not available yet in this build.');
  }
  async preview(_base64: string): Promise<PackPreview> {
    throw new ServiceError('internal', 'Content packs are not available yet in this build.');
  }
  async install(_base64: string): Promise<LibraryItemInfo[]> {
    throw new ServiceError('internal', 'Content packs are not available yet in this build.');
  }
}
