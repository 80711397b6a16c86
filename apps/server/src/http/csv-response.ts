import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { CsvFile } from '../lib/csv';

/** The 200 of a route that answers a CSV file, for the OpenAPI document. */
export const csvContent = (description: string) => ({
  description: `${description}: UTF-8 CSV (RFC 4180), as an attachment`,
  content: { 'text/csv': { schema: z.string() } },
});

/** Sends a CSV file as a download that no cache keeps. */
export const sendCsv = (c: Context, file: CsvFile) =>
  c.body(file.content, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${file.filename}"`,
    'Cache-Control': 'no-store',
  });
