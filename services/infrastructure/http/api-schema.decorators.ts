import { applyDecorators } from '@nestjs/common';
import { ApiBody, ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';

type JsonSchemaObject = Record<string, unknown>;

/** The zod contract, as JSON Schema, so /api/docs documents exactly what the pipe accepts. */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchemaObject {
  const { $schema: _ignored, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchemaObject;
  return jsonSchema;
}

export function ApiZodBody(schema: z.ZodType): MethodDecorator {
  return applyDecorators(ApiBody({ schema: jsonSchemaOf(schema) as never }));
}

export function ApiZodResponse(status: number, schema: z.ZodType, description = ''): MethodDecorator {
  return applyDecorators(ApiResponse({ status, description, schema: jsonSchemaOf(schema, 'output') as never }));
}
