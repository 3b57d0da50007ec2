import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createResource, resetResources, useResource } from './resource';

beforeEach(() => resetResources({ retry: false }));
afterEach(cleanup);

describe('a shared resource', () => {
  it('fetches once for every component that shows it, then serves the cached answer while fresh', async () => {
    const load = vi.fn().mockResolvedValue(['a']);
    const r = createResource(load, { staleMs: 60_000 });
    const first = renderHook(() => useResource(r));
    const second = renderHook(() => useResource(r));
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual(['a']));
    expect(second.result.current.data).toEqual(['a']);
    expect(await r.ensure()).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows seeded data at once and asks the API again, so build-time data never stays', async () => {
    const load = vi.fn().mockResolvedValue(['fresh']);
    const r = createResource(load, { staleMs: Infinity });
    r.seed(['built']);
    const { result } = renderHook(() => useResource(r));
    expect(result.current.data).toEqual(['built']);
    await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('ensure fetches seeded data again rather than returning it', async () => {
    const r = createResource(vi.fn().mockResolvedValue(['fresh']), { staleMs: Infinity });
    r.seed(['built']);
    expect(await r.ensure()).toEqual(['fresh']);
  });

  it('is an error only while it has nothing to show; a retry can succeed', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['back']);
    const r = createResource(load, { staleMs: 60_000 });
    const { result } = renderHook(() => useResource(r));
    await waitFor(() => expect(result.current.isError).toBe(true));
    await act(() => result.current.refetch());
    expect(result.current).toMatchObject({ isError: false, isPending: false, data: ['back'] });
  });

  it('keeps the data on screen when a later fetch fails', async () => {
    const load = vi.fn().mockRejectedValue(new Error('down'));
    const r = createResource(load, { staleMs: 60_000 });
    r.seed(['built']);
    const { result } = renderHook(() => useResource(r));
    await waitFor(() => expect(load).toHaveBeenCalled());
    await waitFor(() => expect(result.current.isFetching).toBe(false));
    expect(result.current).toMatchObject({ isError: false, data: ['built'] });
  });

  it('fetches again on invalidate while a page shows it (an admin changed a price)', async () => {
    const load = vi.fn().mockResolvedValueOnce([1]).mockResolvedValue([2]);
    const r = createResource(load, { staleMs: 60_000 });
    const { result } = renderHook(() => useResource(r));
    await waitFor(() => expect(result.current.data).toEqual([1]));
    act(() => r.invalidate());
    await waitFor(() => expect(result.current.data).toEqual([2]));
  });

  it('tries a failed fetch once more after a pause, so a brief network drop passes unseen', async () => {
    resetResources();
    const load = vi.fn().mockRejectedValueOnce(new Error('drop')).mockResolvedValue(['a']);
    const r = createResource(load, { staleMs: 60_000 });
    const { result } = renderHook(() => useResource(r));
    await waitFor(() => expect(result.current.data).toEqual(['a']), { timeout: 3000 });
    expect(result.current.isError).toBe(false);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('counts a component that will fetch as it mounts as fetching from its first render', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(['a']);
    const r = createResource(load, { staleMs: 60_000 });
    await expect(r.ensure()).rejects.toThrow('down');
    const renders: boolean[] = [];
    const { result } = renderHook(() => {
      const state = useResource(r);
      renders.push(state.isError);
      return state;
    });
    await waitFor(() => expect(result.current.data).toEqual(['a']));
    expect(renders).not.toContain(true);
  });
});
