import { z } from 'zod';
import { TIP_MAX_PAISE, TIP_MIN_PAISE } from '../domain/tips';
import { afterVisitTexts } from '../texts-after-visit';

export const createTipInputSchema = z.strictObject({
  amountPaise: z
    .number({ error: afterVisitTexts.tipAmountRange })
    .int('amountPaise must be whole paise')
    .min(TIP_MIN_PAISE, afterVisitTexts.tipAmountRange)
    .max(TIP_MAX_PAISE, afterVisitTexts.tipAmountRange),
});
