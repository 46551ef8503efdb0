import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers are written by fast-json-stringify compiled from each route's zod response schema
 * (its JSON Schema, output side), instead of running zod over every answer before
 * JSON.stringify. Like zod's encoding it writes only the fields the schema names, so a
 * handler cannot leak a column it did not mean to send; it does not re-check the types the
 * handler already built (measured: zod's encode of the cost answer with its interval rows cost
 * some 100 µs a request, about half the call). Schemas JSON Schema cannot express (transforms,
 * custom types) keep zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  let jsonSchema: object;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return zodSerializerCompiler(route as never);
  }
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
