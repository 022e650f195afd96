import { RequestMethod, type INestApplication } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';

/** `METHOD /path/:param`, as Nest maps a controller method. */
export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

const METHODS: Partial<Record<RequestMethod, RouteKey extends `${infer M} ${string}` ? M : never>> = {
  [RequestMethod.GET]: 'GET',
  [RequestMethod.POST]: 'POST',
  [RequestMethod.PUT]: 'PUT',
  [RequestMethod.PATCH]: 'PATCH',
  [RequestMethod.DELETE]: 'DELETE',
};

function paths(metadata: unknown): string[] {
  const list = Array.isArray(metadata) ? metadata : [metadata ?? ''];
  return list.map((path) => String(path).replace(/^\/+|\/+$/g, ''));
}

/** Every route the running app's controllers map, read from Nest's own metadata (not a hand-written list). */
export function mappedRoutes(app: INestApplication): RouteKey[] {
  const routes = new Set<RouteKey>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as (new (...args: never[]) => object) | null;
      if (!controller) continue;
      const prefixes = paths(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = (controller.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = METHODS[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const own = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (!method || own === undefined) continue;
        for (const prefix of prefixes) {
          for (const path of paths(own)) routes.add(`${method} /${[prefix, path].filter(Boolean).join('/')}`);
        }
      }
    }
  }
  return [...routes].sort();
}
