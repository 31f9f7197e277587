/**
 * The InPost ShipX emulator (emulator mode only, registered under `/sandbox/inpost`): the same
 * paths, bodies and errors as api-shipx-pl.easypack24.net (integrations.md §4), so `ShipxClient`
 * runs against it unchanged. Its points (`/v1/points`) are helper files of their own (points.*).
 *
 * Tokens: the emulator's organisation `N` answers the token `sandbox-shipx-N` (any other token is
 * 401 `token_invalid`), so a maker's settings decide whether they are connected, as with InPost.
 * Shipments move on by themselves: `created` → `confirmed` (with a tracking number) after
 * `confirmAfterMs`, then one step of the parcel's journey each `stepAfterMs`; the control call
 * `POST /control/shipments/:id/advance` moves one at once. Each move is sent to the
 * organisation's webhook URL when one is set (`PUT /control/organizations/:id/webhook`).
 */
import { and, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database, Executor } from '../../../db/client.js';
import { sandboxShipments, sandboxShipxWebhooks } from '../../../db/schema/index.js';
import { PeriodicJob } from '../../../lib/periodic-job.js';
import { SHIPX_STATUSES } from '../shipx.js';
import { INPOST_POINTS } from './points.seed.js';

export interface ShipxEmulatorDeps {
  db: Database;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Created → confirmed after this long (default 2 s). */
  confirmAfterMs?: number;
  /** Each later step after this long (default 10 minutes). */
  stepAfterMs?: number;
}

/** The token of the emulator's organisation `id`. */
export const sandboxShipxToken = (organizationId: string) => `sandbox-shipx-${organizationId}`;

const organizationOfToken = (header: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  return token ? (/^sandbox-shipx-(\d{1,12})$/.exec(token)?.[1] ?? null) : null;
};

/** The journey after confirmation, by service. */
const JOURNEY: Record<string, string[]> = {
  inpost_locker_standard: [
    'dispatched_by_sender',
    'collected_from_sender',
    'adopted_at_sorting_center',
    'out_for_delivery',
    'ready_to_pickup',
    'delivered',
  ],
  inpost_courier_standard: [
    'collected_from_sender',
    'taken_by_courier',
    'adopted_at_source_branch',
    'out_for_delivery',
    'delivered',
  ],
};
const CANCELLABLE = new Set(['created', 'offers_prepared']);
const FINAL = new Set(['delivered', 'canceled']);

type Row = typeof sandboxShipments.$inferSelect;

const Peer = z.looseObject({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company_name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  address: z
    .looseObject({
      street: z.string().min(1),
      building_number: z.string(),
      city: z.string().min(1),
      post_code: z.string().regex(/^\d{2}-\d{3}$/),
      country_code: z.string().length(2),
    })
    .optional(),
});
const Amount = z.object({ amount: z.number().positive(), currency: z.string().length(3) });
const CreateBody = z.looseObject({
  receiver: Peer,
  sender: Peer.optional(),
  parcels: z.union([
    z.looseObject({ template: z.enum(['small', 'medium', 'large']) }),
    z
      .array(
        z.looseObject({
          dimensions: z.object({
            length: z.number().positive(),
            width: z.number().positive(),
            height: z.number().positive(),
            unit: z.literal('mm'),
          }),
          weight: z.object({ amount: z.number().positive().max(50), unit: z.literal('kg') }),
        }),
      )
      .min(1),
  ]),
  service: z.enum(['inpost_locker_standard', 'inpost_courier_standard']),
  custom_attributes: z
    .looseObject({ target_point: z.string().optional(), sending_method: z.string().optional() })
    .optional(),
  cod: Amount.optional(),
  insurance: Amount.optional(),
  reference: z.string().max(100).optional(),
});

function shipxError(
  reply: FastifyReply,
  status: number,
  error: string,
  message: string,
  details?: unknown,
) {
  return reply.code(status).send({ status, error, message, ...(details ? { details } : {}) });
}

/** Zod issues in ShipX's `details` shape: `{receiver: [{address: ['required']}]}` style. */
function detailsOf(issues: z.core.$ZodIssue[]) {
  const details: Record<string, unknown> = {};
  for (const issue of issues) {
    const [head, ...rest] = issue.path.map(String);
    const reason =
      issue.code === 'invalid_type' && issue.message.includes('undefined') ? 'required' : 'invalid';
    if (!head) continue;
    details[head] = rest.length ? [{ [rest.join('.')]: [reason] }] : [reason];
  }
  return details;
}

const trackingNumberOf = (id: number) =>
  `6${String(id).padStart(11, '0')}${String((id * 7919) % 1_000_000_000_000).padStart(12, '0')}`.slice(
    0,
    24,
  );
const pickupCodeOf = (id: number) => String(100000 + ((id * 48271) % 900000));

function view(row: Row) {
  const data = row.data;
  return {
    id: row.id,
    href: `/v1/shipments/${row.id}`,
    status: row.status,
    tracking_number: (data.tracking_number as string | null | undefined) ?? null,
    service: data.service,
    reference: data.reference ?? null,
    receiver: data.receiver,
    sender: data.sender ?? null,
    parcels: data.parcels,
    custom_attributes: data.custom_attributes ?? {},
    cod: data.cod ?? null,
    insurance: data.insurance ?? null,
    pickup_code:
      row.status === 'ready_to_pickup' || row.status === 'pickup_reminder_sent'
        ? ((data.pickup_code as string | undefined) ?? null)
        : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.changedAt.toISOString(),
  };
}

/** Latin-1 only (the PDF standard fonts): Polish letters lose their marks. */
const pdfText = (text: string) =>
  text
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '?');

/** A label like InPost's: the tracking number as bars and digits, the receiver and the point. */
export async function labelPdf(row: Row, size: 'A6' | 'A4') {
  const data = row.data as {
    tracking_number?: string;
    service?: string;
    receiver?: {
      first_name?: string;
      last_name?: string;
      phone?: string;
      email?: string;
      address?: { street: string; building_number: string; post_code: string; city: string };
    };
    custom_attributes?: { target_point?: string };
    cod?: { amount: number; currency: string };
    reference?: string;
  };
  // pdf-lib is loaded at the first label, not when the server starts (piece-card.ts says why).
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`InPost label ${data.tracking_number ?? row.id}`);
  doc.setProducer('Kramik ShipX sandbox');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const a6 = { width: 297.64, height: 419.53 };
  const page = size === 'A6' ? doc.addPage([a6.width, a6.height]) : doc.addPage([595.28, 841.89]);
  const top = page.getHeight() - 20;
  const left = 20;
  page.drawRectangle({
    x: 10,
    y: page.getHeight() - a6.height + 10,
    width: a6.width - 20,
    height: a6.height - 20,
    borderColor: rgb(0, 0, 0),
    borderWidth: 1,
  });
  page.drawRectangle({ x: left, y: top - 34, width: 120, height: 26, color: rgb(1, 0.8, 0) });
  page.drawText('InPost', { x: left + 8, y: top - 27, size: 18, font: bold });
  page.drawText('SANDBOX', {
    x: left + 160,
    y: top - 27,
    size: 12,
    font: bold,
    color: rgb(0.7, 0, 0),
  });
  const receiver = data.receiver ?? {};
  const lines = [
    `Service: ${data.service ?? ''}`,
    data.custom_attributes?.target_point ? `Locker: ${data.custom_attributes.target_point}` : null,
    `To: ${[receiver.first_name, receiver.last_name].filter(Boolean).join(' ')}`,
    receiver.address ? `${receiver.address.street} ${receiver.address.building_number}` : null,
    receiver.address ? `${receiver.address.post_code} ${receiver.address.city}` : null,
    receiver.phone ? `Tel. ${receiver.phone}` : null,
    data.cod ? `COD: ${data.cod.amount.toFixed(2)} ${data.cod.currency}` : null,
    data.reference ? `Ref: ${data.reference}` : null,
  ].filter((line): line is string => line !== null);
  lines.forEach((line, i) =>
    page.drawText(pdfText(line).slice(0, 48), { x: left, y: top - 60 - i * 16, size: 11, font }),
  );
  const number = data.tracking_number ?? '';
  // Bars from the digits: not a real code 128, but it looks the part.
  const barsTop = top - 60 - lines.length * 16 - 20;
  let x = left;
  for (const digit of number) {
    const d = Number(digit);
    page.drawRectangle({ x, y: barsTop - 70, width: 1 + (d % 3), height: 70, color: rgb(0, 0, 0) });
    x += 3 + (d % 4);
    if (x > a6.width - 30) break;
  }
  page.drawText(number, { x: left, y: barsTop - 88, size: 12, font: bold });
  return Buffer.from(await doc.save());
}

export function shipxEmulator(deps: ShipxEmulatorDeps) {
  const { db, log } = deps;
  const confirmAfterMs = deps.confirmAfterMs ?? 2_000;
  const stepAfterMs = deps.stepAfterMs ?? 10 * 60_000;

  async function lock(tx: Executor, id: number) {
    const [row] = await tx
      .select()
      .from(sandboxShipments)
      .where(eq(sandboxShipments.id, id))
      .for('update');
    return row;
  }

  /** The next status of a shipment, or null at the end of its journey. */
  function nextOf(row: Row) {
    if (FINAL.has(row.status)) return null;
    if (CANCELLABLE.has(row.status)) return 'confirmed';
    const journey = JOURNEY[String((row.data as { service?: string }).service)] ?? [];
    const at = journey.indexOf(row.status);
    return journey[at + 1] ?? null;
  }

  /** Moves a locked shipment one step, with its webhook; answers the moved row. */
  async function step(tx: Executor, row: Row, when: Date) {
    const to = nextOf(row);
    if (!to) return row;
    const data = { ...row.data };
    if (to === 'confirmed') data.tracking_number = trackingNumberOf(row.id);
    if (to === 'ready_to_pickup') data.pickup_code = pickupCodeOf(row.id);
    const history = [...row.history, { status: to, datetime: when.toISOString() }];
    const [moved] = await tx
      .update(sandboxShipments)
      .set({ status: to, data, history, changedAt: when })
      .where(eq(sandboxShipments.id, row.id))
      .returning();
    await notify(tx, moved!);
    return moved!;
  }

  const outgoing: { url: string; body: string }[] = [];

  async function notify(tx: Executor, row: Row) {
    const [hook] = await tx
      .select()
      .from(sandboxShipxWebhooks)
      .where(eq(sandboxShipxWebhooks.organizationId, row.organizationId));
    if (!hook) return;
    outgoing.push({
      url: hook.url,
      body: JSON.stringify({
        event_ts: row.changedAt.toISOString(),
        event: 'shipment_status_changed',
        organization_id: Number(row.organizationId),
        payload: {
          shipment_id: row.id,
          status: row.status,
          tracking_number: (row.data as { tracking_number?: string }).tracking_number ?? null,
        },
      }),
    });
  }

  /** Sends the queued webhooks (after the commit), each tried a few times. */
  async function flush() {
    for (let hook = outgoing.shift(); hook; hook = outgoing.shift()) {
      for (let attempt = 1; attempt <= 3; attempt++) {
        try {
          const response = await fetch(hook.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: hook.body,
            signal: AbortSignal.timeout(10_000),
            redirect: 'manual',
          });
          if (response.ok) break;
          log.warn({ status: response.status }, 'ShipX sandbox webhook not accepted');
        } catch (error) {
          if (attempt === 3) log.warn({ err: error }, 'ShipX sandbox webhook failed');
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  }

  /** Moves every shipment whose time has come (the clock's tick), then sends the webhooks. */
  async function advanceDue(now = new Date()) {
    const due = await db
      .select({ id: sandboxShipments.id })
      .from(sandboxShipments)
      .where(
        or(
          and(
            inArray(sandboxShipments.status, [...CANCELLABLE]),
            lte(sandboxShipments.changedAt, new Date(now.getTime() - confirmAfterMs)),
          ),
          and(
            notInArray(sandboxShipments.status, [...CANCELLABLE, ...FINAL]),
            lte(sandboxShipments.changedAt, new Date(now.getTime() - stepAfterMs)),
          ),
        ),
      )
      .limit(100);
    for (const { id } of due) await catchUp(id, now);
    await flush();
  }

  /** Applies the steps a shipment is due by `now` (read lazily on every call, and by the clock). */
  async function catchUp(id: number, now = new Date()) {
    return db.transaction(async (tx) => {
      let row = await lock(tx, id);
      if (!row) return undefined;
      for (let guard = 0; guard < 12; guard++) {
        const wait = CANCELLABLE.has(row.status) ? confirmAfterMs : stepAfterMs;
        const next = nextOf(row);
        if (!next || row.changedAt.getTime() + wait > now.getTime()) break;
        row = await step(tx, row, new Date(row.changedAt.getTime() + wait));
      }
      return row;
    });
  }

  const clock = new PeriodicJob('ShipX sandbox clock', () => advanceDue(), log);

  const plugin: FastifyPluginAsync = async (app) => {
    // ShipX's own error shape for malformed bodies, not our API's.
    app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
      if (error.statusCode && error.statusCode < 500)
        return shipxError(reply, 400, 'invalid_request', error.message);
      request.log.error({ err: error }, 'ShipX emulator failed');
      return shipxError(reply, 500, 'internal_error', 'Internal error');
    });
    const options = { config: { access: 'sandbox' as const }, schema: { hide: true } };

    /** The shipment of the token's organisation, caught up; a reply when it is not there. */
    async function ownShipment(
      request: { headers: { authorization?: string }; params: unknown },
      reply: FastifyReply,
    ) {
      const organization = organizationOfToken(request.headers.authorization);
      if (!organization) {
        await shipxError(reply, 401, 'token_invalid', 'Token is missing or invalid.');
        return undefined;
      }
      const id = Number((request.params as { id?: string }).id);
      const row =
        Number.isSafeInteger(id) && id > 0 && id < 2 ** 31 ? await catchUp(id) : undefined;
      await flush();
      if (!row || row.organizationId !== organization) {
        await shipxError(reply, 404, 'resource_not_found', 'Shipment not found.');
        return undefined;
      }
      return row;
    }

    /** The organisation in the path when the token is its own; a reply (401, 403) otherwise. */
    async function ownOrganization(
      request: { headers: { authorization?: string }; params: unknown },
      reply: FastifyReply,
    ) {
      const organization = organizationOfToken(request.headers.authorization);
      if (!organization) {
        await shipxError(reply, 401, 'token_invalid', 'Token is missing or invalid.');
        return undefined;
      }
      if ((request.params as { id?: string }).id !== organization) {
        await shipxError(
          reply,
          403,
          'access_forbidden',
          'You have no access to this organization.',
        );
        return undefined;
      }
      return organization;
    }

    app.get('/v1/organizations/:id', options, async (request, reply) => {
      const id = await ownOrganization(request, reply);
      if (!id) return reply;
      return {
        id: Number(id),
        name: `Sandbox organisation ${id}`,
        status: 'active',
        services: ['inpost_locker_standard', 'inpost_courier_standard'],
      };
    });

    app.post('/v1/organizations/:id/shipments', options, async (request, reply) => {
      const organization = await ownOrganization(request, reply);
      if (!organization) return reply;
      const parsed = CreateBody.safeParse(request.body);
      const validation = (details: Record<string, unknown>) =>
        shipxError(
          reply,
          400,
          'validation_failed',
          'There are some validation errors. Check details object for more info.',
          details,
        );
      if (!parsed.success) return validation(detailsOf(parsed.error.issues));
      const body = parsed.data;
      const locker = body.service === 'inpost_locker_standard';
      const target = body.custom_attributes?.target_point;
      if (locker && !target)
        return validation({ custom_attributes: [{ target_point: ['required'] }] });
      if (locker && !INPOST_POINTS.some((p) => p.code === target))
        return validation({ custom_attributes: [{ target_point: ['does_not_exist'] }] });
      if (!locker && !body.receiver.address)
        return validation({ receiver: [{ address: ['required'] }] });
      if (!body.receiver.email && !body.receiver.phone)
        return validation({ receiver: [{ phone: ['required'] }] });
      const now = new Date();
      const [row] = await db
        .insert(sandboxShipments)
        .values({
          organizationId: organization,
          status: 'created',
          data: body,
          history: [{ status: 'created', datetime: now.toISOString() }],
          changedAt: now,
          createdAt: now,
        })
        .returning();
      return reply.code(201).send(view(row!));
    });

    app.get('/v1/shipments/:id', options, async (request, reply) => {
      const row = await ownShipment(request, reply);
      return row ? view(row) : reply;
    });

    app.get('/v1/shipments/:id/label', options, async (request, reply) => {
      const row = await ownShipment(request, reply);
      if (!row) return reply;
      const query = request.query as { format?: string; type?: string };
      if ((query.format ?? 'Pdf').toLowerCase() !== 'pdf')
        return shipxError(reply, 400, 'invalid_format', 'Only the Pdf format is available.');
      if (CANCELLABLE.has(row.status) || row.status === 'canceled')
        return shipxError(
          reply,
          400,
          'invalid_action',
          'The label is available once the shipment is confirmed.',
        );
      const pdf = await labelPdf(row, query.type === 'A6' ? 'A6' : 'A4');
      return reply.type('application/pdf').send(pdf);
    });

    app.delete('/v1/shipments/:id', options, async (request, reply) => {
      const row = await ownShipment(request, reply);
      if (!row) return reply;
      const moved = await db
        .update(sandboxShipments)
        .set({
          status: 'canceled',
          history: [...row.history, { status: 'canceled', datetime: new Date().toISOString() }],
          changedAt: new Date(),
        })
        .where(
          and(eq(sandboxShipments.id, row.id), inArray(sandboxShipments.status, [...CANCELLABLE])),
        )
        .returning({ id: sandboxShipments.id });
      if (moved.length === 0)
        return shipxError(
          reply,
          400,
          'invalid_action',
          'Action is not available for this shipment status.',
        );
      return reply.code(204).send();
    });

    // Public in ShipX: no token.
    app.get('/v1/tracking/:number', options, async (request, reply) => {
      const { number } = request.params as { number: string };
      const [found] = await db
        .select({ id: sandboxShipments.id })
        .from(sandboxShipments)
        .where(sql`${sandboxShipments.data}->>'tracking_number' = ${number}`);
      const row = found ? await catchUp(found.id) : undefined;
      await flush();
      if (!row) return shipxError(reply, 404, 'resource_not_found', 'Tracking number not found.');
      return {
        tracking_number: number,
        service: (row.data as { service?: string }).service,
        status: row.status,
        tracking_details: [...row.history].reverse().map((h) => ({
          status: h.status,
          origin_status: h.status.toUpperCase().slice(0, 3),
          datetime: h.datetime,
        })),
      };
    });

    app.get('/v1/statuses', options, async () => ({
      items: Object.entries(SHIPX_STATUSES).map(([name, s]) => ({ name, title: s.title })),
    }));

    // Test controls (not ShipX): move a shipment on now; where the organisation's webhooks go.
    // `:id` is the shipment's id or its 24-digit tracking number.
    app.post('/control/shipments/:id/advance', options, async (request, reply) => {
      const param = (request.params as { id: string }).id;
      let id = Number(param);
      if (/^\d{24}$/.test(param)) {
        const [found] = await db
          .select({ id: sandboxShipments.id })
          .from(sandboxShipments)
          .where(sql`${sandboxShipments.data}->>'tracking_number' = ${param}`);
        id = found?.id ?? 0;
      }
      const to = (request.body as { to?: unknown } | undefined)?.to;
      const row =
        Number.isSafeInteger(id) && id > 0 && id < 2 ** 31
          ? await db.transaction(async (tx) => {
              let current = await lock(tx, id);
              if (!current) return undefined;
              do {
                if (!nextOf(current)) break;
                current = await step(tx, current, new Date());
              } while (typeof to === 'string' && current.status !== to);
              return current;
            })
          : undefined;
      await flush();
      if (!row) return shipxError(reply, 404, 'resource_not_found', 'Shipment not found.');
      return view(row);
    });

    app.put('/control/organizations/:id/webhook', options, async (request, reply) => {
      const { id } = request.params as { id: string };
      const url = (request.body as { url?: unknown } | undefined)?.url;
      if (!/^\d{1,12}$/.test(id) || typeof url !== 'string' || !/^https?:\/\//.test(url))
        return shipxError(
          reply,
          400,
          'validation_failed',
          'An organisation id and a URL are needed.',
        );
      await db
        .insert(sandboxShipxWebhooks)
        .values({ organizationId: id, url })
        .onConflictDoUpdate({ target: sandboxShipxWebhooks.organizationId, set: { url } });
      return reply.code(204).send();
    });
  };

  return { plugin, clock, advanceDue };
}
