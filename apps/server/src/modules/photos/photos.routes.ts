import { createRoute, z } from '@hono/zod-openapi';
import {
  apiErrorSchema,
  idSchema,
  photoOrderSchema,
  photoSchema,
  photoUploadLimits,
  text,
} from '@madabook/contracts';
import { createMiddleware } from 'hono/factory';
import { actorOf, scopeOf } from '../../http/actor';
import type { AppEnv } from '../../http/app-env';
import type { AuthGuards } from '../../http/auth-guards';
import { allowBodyUpTo } from '../../http/body-limit';
import { validationErrorBody } from '../../http/error-body';
import {
  type Access,
  adminAccess,
  adminErrors,
  jsonBody,
  jsonContent,
  notFoundError,
} from '../../http/openapi';
import { createRouter } from '../../http/router';
import type { PhotoOwner, PhotoService } from './photos.service';

const immutable = 'public, max-age=31536000, immutable';
/** Room for the multipart framing around the largest upload allowed. */
const multipartOverhead = 64 * 1024;

const photoFile = z.file().openapi({ type: 'string', format: 'binary' });
const uploadForm = z.object({
  file: z
    .union([photoFile, z.array(photoFile).min(1).max(photoUploadLimits.maxFilesPerUpload)])
    .transform((files) => (Array.isArray(files) ? files : [files])),
});

const ownerParams = z.object({ id: idSchema });
const photoParams = ownerParams.extend({ photoId: idSchema });
const fileParams = z.object({
  key: text().max(64),
  file: text().max(32).meta({ description: '`thumb.webp`, `card.webp` or `large.webp`' }),
});

const uploadErrors = {
  413: jsonContent(apiErrorSchema, 'A file over 10 MB, or too many files (PAYLOAD_TOO_LARGE)'),
  415: jsonContent(apiErrorSchema, 'Not a JPEG, PNG, WebP or AVIF image (INVALID_IMAGE)'),
};

const galleries: Array<{ owner: PhotoOwner; path: string; tag: string }> = [
  { owner: 'hotel', path: '/hotels/{id}/photos', tag: 'Hotels' },
  { owner: 'room', path: '/hotels/rooms/{id}/photos', tag: 'Rooms' },
];

/** Upload, reorder and remove for hotel and room photos alike: admins', or a hotel's owners' and managers'. */
export function photoGalleryRoutes(service: PhotoService, access: Access) {
  const router = createRouter();
  const who = access.audience === 'admin' ? '(admin)' : '(owners and managers)';
  const callerMayChange = (owner: PhotoOwner) =>
    createMiddleware<AppEnv>(async (c, next) => {
      // It runs before the route's own validation, which would name the same id.
      const params = ownerParams.safeParse(c.req.param());
      if (!params.success) return c.json(validationErrorBody(params.error), 400);
      await service.assertCanChange(scopeOf(c), owner, params.data.id);
      await next();
    });
  const uploadLimit = allowBodyUpTo(
    photoUploadLimits.maxFilesPerUpload * photoUploadLimits.maxFileBytes + multipartOverhead,
  );

  for (const { owner, path, tag } of galleries) {
    const tags = [tag];
    const upload = createRoute({
      method: 'post',
      path,
      tags,
      summary: `Add photos to a ${owner}: field \`file\`, once per image ${who}`,
      security: access.route.security,
      // The caller and its right to this gallery first: only then is a body of that size read.
      middleware: [...access.route.middleware, callerMayChange(owner), uploadLimit],
      request: {
        params: ownerParams,
        body: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
      },
      responses: {
        201: jsonContent(z.array(photoSchema), `Every photo of the ${owner}, in order`),
        ...adminErrors,
        ...notFoundError,
        ...uploadErrors,
      },
    });
    const reorder = createRoute({
      method: 'put',
      path: `${path}/order`,
      tags,
      summary: `Put a ${owner}'s photos in a new order: every photo id, once ${who}`,
      ...access.route,
      request: { params: ownerParams, body: jsonBody(photoOrderSchema) },
      responses: {
        200: jsonContent(z.array(photoSchema), `Every photo of the ${owner}, in order`),
        ...adminErrors,
        ...notFoundError,
      },
    });
    const remove = createRoute({
      method: 'delete',
      path: `${path}/{photoId}`,
      tags,
      summary: `Remove a ${owner}'s photo and its files ${who}`,
      ...access.route,
      request: { params: photoParams },
      responses: { 204: { description: 'Removed' }, ...adminErrors, ...notFoundError },
    });

    router
      .openapi(upload, async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await service.upload(actorOf(c), owner, id, c.req.valid('form').file), 201);
      })
      .openapi(reorder, async (c) => {
        const { id } = c.req.valid('param');
        return c.json(await service.reorder(actorOf(c), owner, id, c.req.valid('json').photoIds), 200);
      })
      .openapi(remove, async (c) => {
        const { id, photoId } = c.req.valid('param');
        await service.remove(actorOf(c), owner, id, photoId);
        return c.body(null, 204);
      });
  }
  return router;
}

/** The back office's galleries, and the public photo files. */
export function photoRoutes(service: PhotoService, guards: AuthGuards) {
  const router = photoGalleryRoutes(service, adminAccess(guards));

  const file = createRoute({
    method: 'get',
    path: '/photos/{key}/{file}',
    tags: ['Photos'],
    summary: 'A photo rendition as WebP; a key never changes content, so it is cached for a year',
    request: { params: fileParams },
    responses: {
      200: {
        description: 'The WebP image',
        content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } },
      },
      ...notFoundError,
    },
  });
  return router.openapi(file, async (c) => {
    const { key, file: fileName } = c.req.valid('param');
    const bytes = await service.readFile(key, fileName);
    return c.body(bytes, 200, { 'Content-Type': 'image/webp', 'Cache-Control': immutable });
  });
}
