import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  ProgressPostListSchema,
  ProgressPostSchema,
  ProgressPostTextSchema,
  VacationSchema,
} from '@kramik/contract';
import { AppError, BadRequestError } from '../../lib/errors.js';
import { issueMessageKey } from '../../lib/validation.js';
import { callerContextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
import * as companies from '../companies/companies.service.js';
import * as madeToOrder from './made-to-order.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });

export type MadeToOrderDeps = companies.CompaniesDeps & madeToOrder.ProgressDeps;

/**
 * The progress post's multipart body: a `text` field and a `photo` file (at most 4 MB, checked
 * and re-encoded by the service as product images are).
 */
async function readProgressPost(request: FastifyRequest) {
  if (!request.isMultipart()) throw new BadRequestError();
  let text: unknown;
  let photo: Buffer | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: MAX_PRODUCT_IMAGE_BYTES, files: 1 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo') photo = bytes;
      } else if (part.fieldname === 'text') {
        text = part.value;
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'fileTooLarge4');
    if ((error as { statusCode?: number }).statusCode) throw error;
    throw new BadRequestError();
  }
  const parsed = ProgressPostTextSchema.safeParse(text);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issueMessageKey(issue?.message, text === undefined);
    throw new AppError(400, 'VALIDATION_FAILED', key, { text: key });
  }
  return { text: parsed.data, photo };
}

/** Vacation mode and progress posts (issue 24); lead times ride on the catalog, cart and orders. */
export function madeToOrderRoutes(deps: MadeToOrderDeps): FastifyPluginAsyncZod {
  const seller = async (request: FastifyRequest) => {
    const ctx = callerContextOf(deps, request, 'seller');
    const company = await companies.requireOwnCompany(ctx);
    return { ctx, company };
  };

  return async (app) => {
    app.get(
      '/api/seller/vacation',
      route('seller', 'seller', 'The maker’s vacation mode: return day and pause or delay', {
        response: { 200: VacationSchema },
      }),
      (request) => companies.getVacation(callerContextOf(deps, request, 'seller')),
    );

    app.put(
      '/api/seller/vacation',
      route(
        'seller',
        'seller',
        'Starts or changes the vacation (a return day after today); `until: null` ends it',
        {
          description: 'The body is `{ until: "YYYY-MM-DD" | null, mode: "pause" | "delay" }`.',
          body: z.unknown(),
          response: { 200: VacationSchema },
        },
      ),
      (request) => companies.saveVacation(callerContextOf(deps, request, 'seller'), request.body),
    );

    app.get(
      '/api/seller/orders/:id/progress-posts',
      route('seller-owner', 'seller', 'The progress posts of one of the maker’s orders', {
        params: IdParamsSchema,
        response: { 200: ProgressPostListSchema },
      }),
      async (request) => {
        const { ctx, company } = await seller(request);
        return madeToOrder.listProgressPosts(
          ctx.db,
          { role: 'seller', companyId: company.id },
          request.params.id,
        );
      },
    );

    app.post(
      '/api/seller/orders/:id/progress-posts',
      {
        ...route(
          'seller-owner',
          'seller',
          'Posts a photo (field "photo", JPEG, PNG or WebP, at most 4 MB) and a line (field "text", at most 280 characters) on an order being made; the buyer is mailed',
          {
            params: IdParamsSchema,
            consumes: ['multipart/form-data'],
            response: {
              201: ProgressPostSchema,
              409: ApiErrorSchema,
              413: ApiErrorSchema,
              415: ApiErrorSchema,
            },
          },
        ),
        bodyLimit: MAX_PRODUCT_IMAGE_BYTES + 64 * 1024,
      },
      async (request, reply) => {
        const { ctx, company } = await seller(request);
        // Another maker's order is 404 before its body is read.
        await madeToOrder.requireMakerOrder(ctx.db, company.id, request.params.id);
        const post = await readProgressPost(request);
        return created(
          reply,
          madeToOrder.addProgressPost(ctx, company.id, request.params.id, post),
        );
      },
    );

    app.get(
      '/api/orders/:id/progress-posts',
      route('owner', 'orders', 'The maker’s progress posts on one of the buyer’s orders', {
        params: IdParamsSchema,
        response: { 200: ProgressPostListSchema },
      }),
      (request) => {
        const ctx = callerContextOf(deps, request);
        return madeToOrder.listProgressPosts(
          ctx.db,
          { role: 'buyer', userId: ctx.auth.user._id },
          request.params.id,
        );
      },
    );
  };
}
