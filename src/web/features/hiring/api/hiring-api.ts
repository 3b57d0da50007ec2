import { appliedSchema, type ApplicationCodeInput, type ApplyInput } from '../../../../shared/schemas/hiring';
import { otpSentSchema } from '../../../../shared/schemas/otp-login';
import { parsedApi } from '../../../lib/api-parse';

/** POST /api/cleaner-applications/send-code: a code to the applicant's mobile. */
export const sendApplicationCode = (input: ApplicationCodeInput) =>
  parsedApi.post('/api/cleaner-applications/send-code', input, otpSentSchema, { auth: false });

/** POST /api/cleaner-applications: the application with the code; the answer is its reference. */
export const applyToWork = (input: ApplyInput) =>
  parsedApi.post('/api/cleaner-applications', input, appliedSchema, { auth: false });
