/** Physical collection of one projection version; also the key of that version's checkpoint. */
export function versionedCollection(projectionName: string, version: number): string {
  return `${projectionName}_v${version}`;
}

/** Which version of each projection queries are served from (blue/green switch). */
export const ACTIVE_VERSIONS_COLLECTION = '_projection_versions';

export interface ActiveVersionDocument {
  readonly id: string;
  readonly version: number;
  [key: string]: unknown;
}
