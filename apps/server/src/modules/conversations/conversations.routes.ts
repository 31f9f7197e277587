import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationMessageSchema,
  OpenThreadInputSchema,
  SendMessageInputSchema,
  ThreadDetailSchema,
  ThreadListQuerySchema,
  ThreadPageSchema,
  UnreadCountSchema,
} from '@kramik/contract';
import type { RouteAccess } from '../../plugins/access.js';
import { callerContextOf } from '../../plugins/context.js';
import { noContent, route } from '../../plugins/route.js';
import * as conversations from './conversations.service.js';

const ThreadParamsSchema = z.object({ id: z.uuid() });

/** A thread in the path: its buyer's, or its maker's; anyone else gets 404. */
const PARTICIPANT: RouteAccess = { class: 'owner', maker: 'allowed' };
const WRITER: RouteAccess = { class: 'owner', maker: 'allowed', unauthorized: 'loginToMessage' };

/**
 * Conversations between buyers and makers: `/api/messages/...`. Every signed-in account has an
 * inbox; a maker's holds the threads addressed to their company as well as their own as a buyer.
 */
export function conversationsRoutes(deps: conversations.ConversationsDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const caller = (request: Parameters<typeof callerContextOf>[1]) =>
      callerContextOf(deps, request);

    app.get(
      '/api/messages/threads',
      route('user', 'messages', 'The caller’s threads, newest message first, 50 a page', {
        querystring: ThreadListQuerySchema,
        response: { 200: ThreadPageSchema },
      }),
      (request) => conversations.listThreads(caller(request), request.query),
    );

    app.post(
      '/api/messages/threads',
      route(
        { class: 'user', unauthorized: 'loginToMessage' },
        'messages',
        'Open the thread with a maker about a product, an order or nothing, or continue it (optionally with a first message)',
        { body: OpenThreadInputSchema, response: { 200: ThreadDetailSchema } },
      ),
      (request) => conversations.openThread(caller(request), request.body),
    );

    app.get(
      '/api/messages/unread',
      route('user', 'messages', 'How many of the caller’s threads have unread messages', {
        response: { 200: UnreadCountSchema },
      }),
      (request) => conversations.countUnread(caller(request)),
    );

    app.get(
      '/api/messages/threads/:id',
      route(PARTICIPANT, 'messages', 'A thread with its latest 500 messages (participants only)', {
        params: ThreadParamsSchema,
        response: { 200: ThreadDetailSchema },
      }),
      (request) => conversations.getThread(caller(request), request.params.id),
    );

    app.post(
      '/api/messages/threads/:id/messages',
      route(WRITER, 'messages', 'Write in a thread (plain text, at most 2,000 characters)', {
        params: ThreadParamsSchema,
        body: SendMessageInputSchema,
        response: { 201: ConversationMessageSchema },
      }),
      async (request, reply) => {
        const ctx = caller(request);
        const message = await conversations.reply(ctx, request.params.id, request.body.body);
        return reply.status(201).send({
          _id: message.id,
          side: message.senderSide,
          mine: true,
          body: message.body,
          removed: false,
          createdAt: message.createdAt.toISOString(),
        });
      },
    );

    app.post(
      '/api/messages/threads/:id/read',
      route(PARTICIPANT, 'messages', 'Mark the thread read by the caller', {
        params: ThreadParamsSchema,
      }),
      (request, reply) =>
        noContent(reply, conversations.markRead(caller(request), request.params.id)),
    );

    app.post(
      '/api/messages/threads/:id/block',
      route(PARTICIPANT, 'messages', 'Block the other side of the thread: nobody can write in it', {
        params: ThreadParamsSchema,
      }),
      (request, reply) =>
        noContent(reply, conversations.setBlocked(caller(request), request.params.id, true)),
    );

    app.delete(
      '/api/messages/threads/:id/block',
      route(PARTICIPANT, 'messages', 'Unblock the other side of the thread', {
        params: ThreadParamsSchema,
      }),
      (request, reply) =>
        noContent(reply, conversations.setBlocked(caller(request), request.params.id, false)),
    );
  };
}
