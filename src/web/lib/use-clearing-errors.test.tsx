import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClearingErrors, type ShownErrors } from './use-clearing-errors';

type Values = { phone: string; pincode: string };
const validate = (v: Values): ShownErrors => ({
  ...(v.phone.length === 10 ? {} : { phone: v.phone ? 'Enter 10 digits' : 'Phone is required' }),
  ...(/^\d{6}$/.test(v.pincode) ? {} : { pincode: 'Enter a 6-digit pincode' }),
});

describe('useClearingErrors', () => {
  it('clears an error the moment its field is valid, keeps the others, and adds none while typing', () => {
    const { result, rerender } = renderHook(({ values }) => useClearingErrors(values, validate), {
      initialProps: { values: { phone: '', pincode: '45' } },
    });
    expect(result.current[0]).toEqual({});
    act(() => result.current[1](validate({ phone: '', pincode: '45' })));
    expect(result.current[0]).toEqual({ phone: 'Phone is required', pincode: 'Enter a 6-digit pincode' });

    rerender({ values: { phone: '98', pincode: '45' } });
    expect(result.current[0]).toEqual({ phone: 'Enter 10 digits', pincode: 'Enter a 6-digit pincode' });
    rerender({ values: { phone: '9826012345', pincode: '45' } });
    expect(result.current[0]).toEqual({ pincode: 'Enter a 6-digit pincode' });
    rerender({ values: { phone: '9826012345', pincode: '452001' } });
    expect(result.current[0]).toEqual({});
    // Emptied again: no error until the next submit.
    rerender({ values: { phone: '', pincode: '452001' } });
    expect(result.current[0]).toEqual({});
  });

  it('keeps the errors while the values are the ones they were shown for', () => {
    const values = { phone: '', pincode: '' };
    const { result, rerender } = renderHook(({ v }) => useClearingErrors(v, () => ({})), {
      initialProps: { v: values },
    });
    act(() => result.current[1]({ phone: 'This number is already registered' }));
    rerender({ v: values });
    expect(result.current[0]).toEqual({ phone: 'This number is already registered' });
  });
});
