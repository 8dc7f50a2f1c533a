import type { FastifySerializerCompiler } from 'fastify/types/schema.js';

/**
 * Response serializer of the directory routes: JSON.stringify, without the zod type provider's
 * per-response validation. Measured on a page of 18 seeded astrologers (about 18 KB of JSON,
 * mostly bios): zod parse + JSON.stringify 227 us, fast-json-stringify compiled from the same
 * contract schema 100 us (its own string escaping loses to V8's on long text), JSON.stringify
 * alone 49 us. The bodies come from typed mappers that build exactly the contract's fields
 * (record.ts `toApiAstrologer`), and every test parses the responses with the contract schemas,
 * so the runtime check would only repeat what the types and tests already guarantee.
 * The route schemas still describe the responses, so /api/docs is unchanged.
 */
export const plainJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) =>
  JSON.stringify(data);
