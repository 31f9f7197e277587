import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminContactListQuerySchema,
  AdminContactMessageSchema,
  AdminContactPageSchema,
  ApiErrorSchema,
  ContactDetailsSchema,
  ContactInputSchema,
  ContactSentSchema,
  MarkContactReadInputSchema,
} from '@kramik/contract';
import { callerContextOf, contextOf } from '../../plugins/context.js';
import { created, route } from '../../plugins/route.js';
import * as contact from './contact.service.js';

const IdParamsSchema = z.object({ id: z.uuid() });

export interface ContactRouteDeps extends contact.ContactDeps {
  /** The per-address budget shared with reports. */
  limitByAddress: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

/** The contact form (`/contact`) and the admin's inbox of its messages. */
export function contactRoutes(deps: ContactRouteDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const admin = (request: FastifyRequest) => callerContextOf(deps, request, 'admin');

    app.get(
      '/api/contact',
      route('public', 'site', 'The platform’s contact details', {
        response: { 200: ContactDetailsSchema },
      }),
      (request) => contact.getContactDetails(contextOf(deps, request)),
    );

    app.post(
      '/api/contact',
      {
        ...route('public', 'site', 'Send a message through the contact form (visitors too)', {
          description:
            'Lands in the admin’s inbox, mails the platform’s contact address and sends the sender a receipt. Limited per client address together with reports.',
          body: ContactInputSchema,
          response: { 201: ContactSentSchema, 429: ApiErrorSchema },
        }),
        onRequest: deps.limitByAddress,
      },
      (request, reply) =>
        created(reply, contact.sendContactMessage(contextOf(deps, request), request.body)),
    );

    app.get(
      '/api/admin/contact-messages',
      route('admin', 'admin', 'The contact form’s inbox, newest first, with the unread count', {
        querystring: AdminContactListQuerySchema,
        response: { 200: AdminContactPageSchema },
      }),
      (request) => contact.listContactMessages(admin(request), request.query),
    );

    app.patch(
      '/api/admin/contact-messages/:id',
      route('admin', 'admin', 'Mark a contact message read or unread', {
        params: IdParamsSchema,
        body: MarkContactReadInputSchema,
        response: { 200: AdminContactMessageSchema },
      }),
      (request) => contact.markContactMessage(admin(request), request.params.id, request.body.read),
    );
  };
}
