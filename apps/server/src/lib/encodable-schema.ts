import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Paths inside `schema` that hold a one-way transform (`z.preprocess`, `.transform()`).
 *
 * Responses are serialised with `z.safeEncode` (fastify-type-provider-zod 7), which runs every
 * step backwards; a one-way transform has no backward step and throws `ZodEncodeError` — a 500
 * after the handler has already written to the database. Request schemas may transform freely;
 * response schemas must be plain data or bidirectional codecs (`z.codec`). Empty when encodable.
 */
export function oneWayTransformPaths(schema: z.core.$ZodType): string[] {
  const found: string[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (!isZodSchema(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'transform') {
      found.push(path || '(root)');
      return;
    }
    if (def.type === 'lazy' && typeof def.getter === 'function') {
      visit((def.getter as () => unknown)(), path);
      return;
    }
    for (const [key, value] of Object.entries(def)) {
      if (isZodSchema(value)) visit(value, join(path, key));
      else if (Array.isArray(value)) value.forEach((v, i) => visit(v, join(path, `${key}[${i}]`)));
      else if (key === 'shape' && value && typeof value === 'object')
        for (const [field, v] of Object.entries(value)) visit(v, join(path, field));
    }
  };
  visit(schema, '');
  return found;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function isZodSchema(value: unknown): value is z.core.$ZodType {
  return (
    typeof value === 'object' &&
    value !== null &&
    '_zod' in value &&
    typeof (value as { _zod?: { def?: unknown } })._zod?.def === 'object'
  );
}

/**
 * The zod serializer compiler, refusing at start-up (not on the first request) any response
 * schema that could not be encoded. Fastify compiles serializers while the app gets ready, so a
 * contract with a one-way transform in a response stops `buildApp`, and with it every test.
 */
export const encodableSerializerCompiler: FastifySerializerCompiler<z.core.$ZodType> = (
  routeSchema,
) => {
  const { schema, method, url, httpStatus } = routeSchema as typeof routeSchema & {
    httpStatus?: string;
  };
  const resolved = isZodSchema(schema)
    ? schema
    : isZodSchema((schema as { properties?: unknown } | undefined)?.properties)
      ? (schema as unknown as { properties: z.core.$ZodType }).properties
      : null;
  if (resolved) {
    const paths = oneWayTransformPaths(resolved);
    if (paths.length > 0) {
      throw new Error(
        `Response schema of ${method} ${url} (${httpStatus ?? 'status ?'}) has a one-way transform ` +
          `at ${paths.join(', ')}: responses are encoded, use plain schemas or z.codec`,
      );
    }
  }
  return (serializerCompiler as unknown as FastifySerializerCompiler<z.core.$ZodType>)(routeSchema);
};
