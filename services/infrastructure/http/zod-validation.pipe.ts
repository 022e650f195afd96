import type { PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationFailed } from '../../shared-kernel/domain/domain-errors.js';
import { toFieldIssues } from './field-issues.js';

/** Parses a body, query or param with its contract schema; a failure is a 400 naming each field. */
export class ZodValidationPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.infer<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.infer<TSchema> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const issues = toFieldIssues(result.error);
    const first = issues[0];
    throw new ValidationFailed(first ? `${first.path || 'body'}: ${first.message}` : 'Invalid input', issues);
  }
}
