/** Physical collection of one projection version; also the key of that version's checkpoint. */
export function versionedCollection(projectionName: string, version: number): string {
  return `${projectionName}_v${version}`;
}

/** Which version of each projection queries are served from (blue/green switch). */
export const ACTIVE_VERSIONS_COLLECTION = '_projection_versions';

export interface ActiveVersionDocument {
  readonly id: string;
  readonly version: number;
  /** Versions it replaced whose collections wait to be dropped (absent in documents written before). */
  readonly retired?: readonly number[];
  [key: string]: unknown;
}

/** Which versions of each projection each running node writes and serves (see ProjectionNodes). */
export const PROJECTION_NODES_COLLECTION = '_projection_nodes';

export interface ProjectionNodeDocument {
  readonly id: string;
  readonly projection: string;
  readonly nodeId: string;
  /** The version the node builds and, during a blue/green rebuild, the one it still serves. */
  readonly versions: readonly number[];
  /** The node's clock (ms) when it last said so. */
  readonly seenAt: number;
  [key: string]: unknown;
}
