import { randomUUID } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type multerModule from 'multer';
import { atFirstUse } from '../../infra/firstUse.ts';
import type { AppContext } from '../context.ts';
import { waitForProjection } from '../context.ts';
import { parse } from '../http/validate.ts';
import { commandContext } from '../http/commandContext.ts';
import { fieldRefusal } from '../../domain/shared/errors.ts';
import { HttpError } from '../http/errors.ts';
import type { RateLimiterFactory } from '../http/rateLimit.ts';
import { submitApplication } from '../../commands/hiring/hiring.ts';
import { HIRING_PROJECTION } from '../../projections/queries/hiring.ts';
import { MAX_CV_BYTES, checkCv, deleteCv, saveCv } from '../../infra/hiring/cvFiles.ts';
import { applicationInput } from '../requests/hiringApplication.ts';

/** Applications per IP and hour: a person fixing a mistake fits, a flood does not. */
export const APPLICATIONS_PER_HOUR = 5;


/** Multer's own limits keep a huge upload from ever being buffered; its errors become clear answers. */
// multer (with busboy) loads with the first application, not at every start.
const loadMulter = atFirstUse<typeof multerModule>('multer');

function upload(): RequestHandler {
  let parser: RequestHandler | undefined;
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the application as multipart/form-data with the CV in the field "cv"'));
    const multer = loadMulter();
    parser ??= multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_CV_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 12 } }).single('cv');
    parser(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(new HttpError('PAYLOAD_TOO_LARGE', 'The CV may be at most 5 MB', { maxBytes: MAX_CV_BYTES }));
        return next(new HttpError('VALIDATION_ERROR', 'Please check the highlighted fields', fieldRefusal(error.field ?? 'cv', 'CV_ONE_FILE', 'Send one CV file and the form fields only')));
      }
      next(error);
    });
  };
}

/**
 * POST /api/hire/applications (multipart): the form's fields and one CV. The CV is checked by its
 * bytes (infra/hiring/cvFiles.ts) and written to private storage before the application is
 * recorded; if recording fails, the file is removed again so no orphan CV is left behind.
 */
export function hiringFormsRouter(ctx: AppContext, limit: RateLimiterFactory): Router {
  const router = Router();
  const perIp = limit({ name: 'hire-apply', windowMs: 60 * 60_000, limit: APPLICATIONS_PER_HOUR });

  router.post('/hire/applications', perIp, upload(), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const input = parse(applicationInput, req.body);
    if (!req.file) throw new HttpError('VALIDATION_ERROR', 'Please check the highlighted fields', fieldRefusal('cv', 'CV_REQUIRED', 'Attach your CV (PDF or DOCX, up to 5 MB)'));
    const cv = await checkCv(req.file.buffer);
    const applicationId = randomUUID();
    await saveCv(ctx.config.DATA_DIR, applicationId, cv.kind, req.file.buffer);
    try {
      const result = await submitApplication(ctx.events, ctx.readStore, { ...input, applicationId, cv }, { now: ctx.now, context: commandContext(req) });
      await waitForProjection(ctx, result.position, [HIRING_PROJECTION]);
    } catch (error) {
      await deleteCv(ctx.config.DATA_DIR, applicationId);
      throw error;
    }
    res.status(201).json({ id: applicationId, message: 'Thank you! Your application has been received.' });
  });

  return router;
}
