import { createRoute } from '@hono/zod-openapi';
import {
  betaAccessInputSchema,
  betaAccessListQuerySchema,
  betaAccessPageSchema,
  betaAccessSchema,
} from '@madabook/contracts';
import type { AuthGuards } from '../../http/auth-guards';
import { csvContent, sendCsv } from '../../http/csv-response';
import {
  adminErrors,
  adminOnly,
  conflictError,
  jsonBody,
  jsonContent,
  validationError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { BetaAccessService } from './beta-access.service';

const tags = ['Beta access'];

/** Mounted under /api: the sign-up is public, the list and export are the back office's. */
export function betaAccessRoutes(service: BetaAccessService, guards: AuthGuards) {
  const admin = { tags, ...adminOnly(guards) };
  const signUp = createRoute({
    method: 'post',
    path: '/beta-access',
    tags,
    summary: 'Ask for beta access with an email',
    request: { body: jsonBody(betaAccessInputSchema) },
    responses: {
      201: jsonContent(betaAccessSchema, 'Signed up'),
      ...validationError,
      ...conflictError('BETA_ACCESS_ALREADY_EXISTS'),
    },
  });
  const list = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/beta-access',
    summary: 'The beta sign-ups (admin)',
    request: { query: betaAccessListQuerySchema },
    responses: { 200: jsonContent(betaAccessPageSchema, 'A page of sign-ups'), ...adminErrors },
  });
  const exportCsv = createRoute({
    ...admin,
    method: 'get',
    path: '/admin/beta-access/export.csv',
    summary: 'Every sign-up as a CSV file: email, created_at (admin)',
    responses: { 200: csvContent('Every sign-up'), ...adminErrors },
  });

  return createRouter()
    .openapi(signUp, async (c) => c.json(await service.signUp(c.req.valid('json')), 201))
    .openapi(list, async (c) => c.json(await service.list(c.req.valid('query')), 200))
    .openapi(exportCsv, async (c) => sendCsv(c, await service.exportCsv()));
}
