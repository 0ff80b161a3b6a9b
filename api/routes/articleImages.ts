import express, { Router } from 'express';
import type { AppContext } from '../context.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { authorize } from '../http/guards.ts';
import { HttpError } from '../http/errors.ts';
import { MAX_IMAGE_BYTES, readImage, storeImage } from '../../infra/articles/images.ts';

/**
 * Cover image upload and delivery (issue 12). The upload is the raw file as the request body, so
 * this router sits ahead of the API's JSON-only rule; the body parser stops reading one byte past
 * 5 MB, and infra/articles/images.ts decides from the bytes, not from Content-Type.
 */
export function articleImagesRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const raw = express.raw({ type: () => true, limit: MAX_IMAGE_BYTES + 1 });
  // Each upload costs a decode and three encodes: 60 an hour per editor is plenty for writing.
  const uploads = limit({ name: 'article-images', windowMs: 3_600_000, limit: 60, key: (req) => req.principal?.sub });
  router.post('/editor/articles/images', authorize(ctx.jwtSecret, 'admin', 'editor'), uploads, (req, res, next) => {
    raw(req, res, (err?: unknown) => {
      if (!err) return next();
      const type = (err as { type?: string }).type;
      next(type === 'entity.too.large' ? new HttpError('PAYLOAD_TOO_LARGE', 'Images may be at most 5 MB', { maxBytes: MAX_IMAGE_BYTES }) : err);
    });
  }, async (req, res) => {
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const stored = await storeImage(ctx.config.DATA_DIR, bytes);
    res.status(201).json({ id: stored.id, widths: stored.widths });
  });
  router.get('/articles/images/:id/:file', async (req, res) => {
    const match = /^(\d+)\.webp$/.exec(String(req.params.file));
    const file = match ? await readImage(ctx.config.DATA_DIR, String(req.params.id), Number(match[1])) : undefined;
    if (!file) throw new HttpError('NOT_FOUND', 'Image not found');
    // An id names one upload for ever, so its renditions never change.
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(file);
  });
  return router;
}
