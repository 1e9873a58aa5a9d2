import type { Markers, MarkerTimeline } from '../domain/types';
import { normalizeMarkers } from '../normalize';
import { type ApiContext, unsupportedWhenMissing } from './resource';

/** Reading positions. Servers without them answer 404/405/501: that is `NotSupportedError`. */
export function markersResource({ http }: ApiContext) {
  return {
    fetch: async (timelines: MarkerTimeline[] = ['home', 'notifications']): Promise<Markers> => {
      const { data } = await unsupportedWhenMissing('markers', () =>
        http.request('GET', '/api/v1/markers', { query: { 'timeline[]': timelines } }),
      );
      return normalizeMarkers(data);
    },
    save: async (positions: Partial<Record<MarkerTimeline, string>>): Promise<Markers> => {
      const json: Record<string, { last_read_id: string }> = {};
      for (const [timeline, lastReadId] of Object.entries(positions)) {
        if (lastReadId) json[timeline] = { last_read_id: lastReadId };
      }
      const { data } = await unsupportedWhenMissing('markers', () =>
        http.request('POST', '/api/v1/markers', { json }),
      );
      return normalizeMarkers(data);
    },
  };
}
