import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LeadTime, ProgressPost } from '@kramik/contract';
import { requestUrl } from '../../../testing/fixtures';
import { jsonResponse, setUpPageTests } from '../../../testing/page-tests';
import { renderRoutes } from '../../../testing/render-routes';
import { LeadTimeNote } from './lead-time-note';
import { ProgressPostsPanel } from './progress-posts-panel';

setUpPageTests();

const ORDER = '0b7f5a52-3a2e-4f2e-9c55-5b8e0f6f1a10';
const POST: ProgressPost = {
  _id: 'p1',
  text: 'The frame is glued and drying.',
  photo: {
    _id: 'p1',
    url: '/media/progress/a-1280.webp',
    thumb: '/media/progress/a-640.webp',
    srcset: '/media/progress/a-320.webp 320w, /media/progress/a-640.webp 640w',
    width: 1280,
    height: 960,
  },
  createdAt: '2026-11-27T10:00:00.000Z',
};

const render = (element: React.ReactNode) =>
  renderRoutes([{ path: '/', Component: () => element }], '/');

describe('the lead time on the product page', () => {
  const lead: LeadTime = {
    madeToOrder: true,
    makingDays: 10,
    weeklyCapacity: 3,
    shipBy: '2026-12-14',
    away: null,
  };

  it('says when a made-to-order piece ships and when it arrives', () => {
    render(<LeadTimeNote leadTime={lead} carriers={['inpost_locker']} locale="en-US" />);
    expect(screen.getByText('Made to order — ships by December 14, 2026')).toBeTruthy();
    expect(screen.getByText('Making time in working days: 10 · pieces a week: 3')).toBeTruthy();
    // Monday 14 December + InPost's 1–2 working days.
    expect(screen.getByText(/^Estimated delivery: Tue, Dec 15 – Wed, Dec 16$/)).toBeTruthy();
  });

  it('says the maker is away: paused, or dates after the return', () => {
    const { unmount } = render(
      <LeadTimeNote
        leadTime={{ ...lead, away: { until: '2027-01-04', mode: 'pause' } }}
        carriers={[]}
        locale="en-US"
      />,
    );
    expect(screen.getByText('The maker is away until January 4, 2027')).toBeTruthy();
    expect(screen.getByText('New orders open again on the return day.')).toBeTruthy();
    expect(screen.queryByText(/ships by/)).toBeNull();
    unmount();
    render(
      <LeadTimeNote
        leadTime={{
          ...lead,
          madeToOrder: false,
          makingDays: null,
          weeklyCapacity: null,
          shipBy: '2027-01-07',
          away: { until: '2027-01-04', mode: 'delay' },
        }}
        carriers={[]}
        locale="en-US"
      />,
    );
    expect(screen.getByText('Ships or ready for pick-up by January 7, 2027')).toBeTruthy();
  });

  it('says nothing of a piece from stock of a maker at work', () => {
    render(
      <LeadTimeNote
        leadTime={{ ...lead, madeToOrder: false, makingDays: null, weeklyCapacity: null }}
        carriers={[]}
        locale="en-US"
      />,
    );
    expect(screen.queryByText(/ships by|pick-up by|away/)).toBeNull();
  });
});

describe('progress posts', () => {
  it('the buyer sees the timeline with the photo', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input) =>
      Promise.resolve(
        requestUrl(input).endsWith(`/api/orders/${ORDER}/progress-posts`)
          ? jsonResponse(200, { items: [POST] })
          : jsonResponse(404, { error: 'Not found', code: 'NOT_FOUND' }),
      ),
    );
    render(
      <ProgressPostsPanel scope="buyer" orderId={ORDER} status="in_progress" locale="en-US" />,
    );
    const list = await screen.findByRole('list', { name: 'Progress posts' });
    const image = within(list).getByRole('img', { name: POST.text });
    expect(image.getAttribute('src')).toBe(POST.photo.thumb);
    expect(screen.queryByRole('form', { name: 'Post progress' })).toBeNull();
  });

  it('the maker posts a photo and a line, checked first', async () => {
    const sent: FormData[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (init?.method === 'POST') {
        sent.push(init.body as FormData);
        return Promise.resolve(jsonResponse(201, POST));
      }
      return Promise.resolve(jsonResponse(200, { items: [] }));
    });
    render(
      <ProgressPostsPanel scope="seller" orderId={ORDER} status="in_progress" locale="en-US" />,
    );
    const form = await screen.findByRole('form', { name: 'Post progress' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post progress' }));
    expect(await within(form).findByText('Add a photo of the piece in the making.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /What is new/ }), {
      target: { value: POST.text },
    });
    const file = new File(['jpeg'], 'wip.jpg', { type: 'image/jpeg' });
    fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [file] } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post progress' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.get('text')).toBe(POST.text);
    expect((sent[0]!.get('photo') as File).name).toBe('wip.jpg');
    expect(await screen.findByRole('img', { name: POST.text })).toBeTruthy();
  });

  it('shows nothing to the maker of an order no longer being made, without posts', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(200, { items: [] }));
    render(<ProgressPostsPanel scope="seller" orderId={ORDER} status="shipped" locale="en-US" />);
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'In the making' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Post progress' })).toBeNull();
  });
});
