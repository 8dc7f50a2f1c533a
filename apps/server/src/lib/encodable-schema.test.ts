import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { encodableSerializerCompiler, oneWayTransformPaths } from './encodable-schema.ts';

describe('oneWayTransformPaths', () => {
  it('finds preprocess and transform steps wherever they sit', () => {
    const sign = z.preprocess((v) => String(v).toLowerCase(), z.enum(['leo', 'virgo']));
    const schema = z.object({
      context: z
        .discriminatedUnion('kind', [
          z.strictObject({ kind: z.literal('horoscope'), sign }),
          z.strictObject({ kind: z.literal('plain') }),
        ])
        .nullable(),
      list: z.array(z.object({ n: z.string().transform(Number) })),
    });
    const paths = oneWayTransformPaths(schema);
    expect(paths).toHaveLength(2);
    expect(paths[0]).toMatch(/^context\..*sign\.in$/);
    expect(paths[1]).toMatch(/^list\..*n\.out$/);
    // Encoding really fails there: this is what the check prevents.
    expect(() =>
      z.encode(schema, { context: { kind: 'horoscope', sign: 'leo' }, list: [] }),
    ).toThrow();
  });

  it('accepts plain schemas, defaults, refinements, codecs and recursive schemas', () => {
    type Node = { name: string; children: Node[] };
    const node: z.ZodType<Node> = z.lazy(() =>
      z.object({ name: z.string().trim().min(1), children: z.array(node) }),
    );
    const codec = z.codec(z.iso.datetime(), z.date(), {
      decode: (s) => new Date(s),
      encode: (d) => d.toISOString(),
    });
    const schema = z.object({
      tree: node,
      at: codec,
      tags: z.array(z.string()).default([]),
      score: z.number().refine((n) => n >= 0),
      kind: z.enum(['a', 'b']).optional(),
    });
    expect(oneWayTransformPaths(schema)).toEqual([]);
  });
});

describe('encodableSerializerCompiler', () => {
  it('stops the app at start-up when a response schema has a one-way transform', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(encodableSerializerCompiler);
    app.get(
      '/bad',
      { schema: { response: { 200: z.object({ sign: z.preprocess((v) => v, z.string()) }) } } },
      async () => ({ sign: 'leo' }),
    );
    await expect(app.ready()).rejects.toThrow(/GET \/bad \(200\) has a one-way transform at sign/);
    await app.close().catch(() => {});
  });

  it('serialises encodable responses as before', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(encodableSerializerCompiler);
    app.get(
      '/ok',
      {
        schema: {
          response: { 200: z.object({ sign: z.enum(['leo']), extra: z.string().optional() }) },
        },
      },
      async () => ({ sign: 'leo' as const, hidden: 'x' }),
    );
    const res = await app.inject({ method: 'GET', url: '/ok' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sign: 'leo' });
    await app.close();
  });
});
