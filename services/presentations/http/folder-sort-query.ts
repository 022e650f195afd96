import { ApiQuery } from '@nestjs/swagger';

/** The spec's list sort (doc 1 §4) on folder listings, as the API document shows it. */
export const SortColumnQuery = ApiQuery({ name: 'sortColumn', required: false, enum: ['updatedAt', 'createdAt', 'name'] });
export const SortOrderQuery = ApiQuery({ name: 'sortOrder', required: false, enum: ['asc', 'desc'] });
