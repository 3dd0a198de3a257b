import { act, renderHook, waitFor } from '@testing-library/react';
import type { QuoteBody } from '@kirana/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdFetch, type Held } from '../../lib/hold-fetch-test-kit';
import { useQuote } from './use-quote';

afterEach(() => vi.unstubAllGlobals());

describe('useQuote', () => {
  const body = (qty: number): QuoteBody => ({ Items: [{ ProductId: 1, Qty: qty }] }) as QuoteBody;
  const bill = (qty: number) => ({ Bill: { AmountPayable: qty * 100 } });
  const quoted = (held: Held[]) => held.map((h) => (h.body as QuoteBody).Items[0]!.Qty);

  it('quotes the first body at once and only the last of a quick run of changes', async () => {
    const held = holdFetch();
    const { result, rerender } = renderHook(({ b }) => useQuote(b, 40), {
      initialProps: { b: body(1) },
    });
    expect(quoted(held)).toEqual([1]);
    act(() => held[0]!.answer(200, bill(1)));
    await waitFor(() => expect(result.current.loading).toBe(false));
    rerender({ b: body(2) });
    rerender({ b: body(3) });
    // loading as soon as the body changes, the previous bill still there meanwhile
    expect(result.current.loading).toBe(true);
    expect(result.current.quote).toEqual(bill(1));
    await waitFor(() => expect(held).toHaveLength(2));
    expect(quoted(held)).toEqual([1, 3]);
    act(() => held[1]!.answer(200, bill(3)));
    await waitFor(() => expect(result.current.quote).toEqual(bill(3)));
    expect(result.current.loading).toBe(false);
  });

  it('never lets an answer for an older body overwrite a newer one', async () => {
    const held = holdFetch();
    const { result, rerender } = renderHook(({ b }) => useQuote(b, 0), {
      initialProps: { b: body(1) },
    });
    rerender({ b: body(2) });
    expect(quoted(held)).toEqual([1, 2]);
    expect(held[0]!.signal.aborted).toBe(true);
    act(() => held[1]!.answer(200, bill(2)));
    await waitFor(() => expect(result.current.quote).toEqual(bill(2)));

    // refresh() asks again; an answer to the body before it still cannot land afterwards
    let refreshed: Promise<unknown> | undefined;
    act(() => void (refreshed = result.current.refresh()));
    act(() => held[2]!.answer(200, { Bill: { AmountPayable: 250 } }));
    expect(await refreshed).toEqual({ Bill: { AmountPayable: 250 } });
    await waitFor(() => expect(result.current.quote).toEqual({ Bill: { AmountPayable: 250 } }));
  });

  it('keeps the last bill and its failure while asking again, and asks nothing for no body', async () => {
    const held = holdFetch();
    const { result, rerender } = renderHook(({ b }: { b: QuoteBody | null }) => useQuote(b, 0), {
      initialProps: { b: body(1) as QuoteBody | null },
    });
    act(() => held[0]!.answer(200, bill(1)));
    await waitFor(() => expect(result.current.quote).toEqual(bill(1)));
    rerender({ b: body(2) });
    act(() => held[1]!.answer(500, { Message: 'Down' }));
    await waitFor(() => expect(result.current.failure?.message).toBe('Down'));
    expect(result.current.quote).toEqual(bill(1));
    rerender({ b: body(3) });
    expect(result.current).toMatchObject({ loading: true, failure: { message: 'Down' } });
    rerender({ b: null });
    expect(result.current).toMatchObject({ loading: false, quote: bill(1) });
    expect(held[2]!.signal.aborted).toBe(true);
  });
});
